import { useMemo, useState } from 'react';
import {
  Body1,
  Button,
  makeStyles,
  Tab,
  TabList,
  Title2,
  tokens,
  useArrowNavigationGroup,
} from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { TEMPLATES } from '../../../../shared/screen/templates/index.js';
import { isRpcError } from '../../api/errors';
import { useGroupActions, useGroups } from '../../api/groups';
import { useIntentKey } from '../../api/intentKey';
import { invalidateScreenLists, useScreenCalls } from '../../api/screens';
import { notify } from '../../app/notify';
import { usePreferences } from '../../app/services';
import { CreateScreenPanel } from './CreateScreenPanel';
import { GroupNotFound } from './ScreenListStates';
import { TemplateCard } from './TemplateCard';

const useStyles = makeStyles({
  root: { flex: 1, minHeight: 0, overflow: 'auto', display: 'flex', flexDirection: 'column' },
  header: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL} ${tokens.spacingVerticalM}`,
  },
  back: { alignSelf: 'flex-start', marginLeft: `calc(-1 * ${tokens.spacingHorizontalS})` },
  heading: { margin: 0 },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 380px',
    alignItems: 'start',
    gap: tokens.spacingHorizontalXXL,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXXL} ${tokens.spacingVerticalXXL}`,
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  gallery: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  center: { flex: 1, display: 'grid', placeItems: 'center' },
});

type Filter = 'all' | 'desktop' | 'mobile';

/** /createScreen/{groupId}: pick a template (blanks first), name the screen, create it. */
export function CreateScreenPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const wantsMobile = search.get('mobile') === '1';
  const { language } = usePreferences();
  const { data: groups } = useGroups();
  const calls = useScreenCalls();
  const intent = useIntentKey();
  const groupCalls = useGroupActions();
  const arrows = useArrowNavigationGroup({ axis: 'grid-linear', memorizeCurrent: true });
  const [filter, setFilter] = useState<Filter>('all');
  const [chosenId, setChosenId] = useState(() => (wantsMobile ? 'mobile-blank' : 'blank'));
  const chosen = TEMPLATES.find((template) => template.id === chosenId) ?? TEMPLATES[0]!;
  const [name, setName] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const group = groups?.find((each) => each._id === id);
  const listPath = `${chosen.mobile || wantsMobile ? '/mobileScreenList' : '/screenList'}/${encodeURIComponent(id)}`;
  const shown = useMemo(
    () => TEMPLATES.filter((template) => filter === 'all' || template.mobile === (filter === 'mobile')),
    [filter],
  );

  if (missing || (groups && !group)) {
    return (
      <div className={styles.root}>
        <div className={styles.center}>
          <GroupNotFound basePath="/screenList" />
        </div>
      </div>
    );
  }

  const create = async (screenName: string) => {
    try {
      const screen = await calls.add(id, screenName, chosen.id, intent.keyFor(`${id}|${screenName}|${chosen.id}`));
      intent.done();
      invalidateScreenLists();
      void groupCalls.refresh();
      notify('success', t('createScreen.created', { name: screen.name }));
      void navigate(`/screenEditor/${encodeURIComponent(screen._id)}`);
    } catch (error) {
      if (isRpcError(error) && error.code === ErrorCode.SCREEN_GROUP_NOT_FOUND) setMissing(true);
      throw error;
    }
  };

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Button
          appearance="subtle"
          icon={<ArrowLeft20Regular />}
          className={styles.back}
          onClick={() => void navigate(listPath)}
        >
          {t('createScreen.back')}
        </Button>
        <Title2 as="h1" className={styles.heading}>
          {t('createScreen.title')}
        </Title2>
        <Body1 className={styles.muted}>{group ? t('createScreen.subtitle', { group: group.name }) : '\u00a0'}</Body1>
      </header>
      <div className={styles.layout}>
        <section className={styles.gallery} aria-label={t('createScreen.gallery')}>
          <TabList selectedValue={filter} onTabSelect={(_, data) => setFilter(data.value as Filter)}>
            <Tab value="all">{t('createScreen.filter.all')}</Tab>
            <Tab value="desktop">{t('createScreen.filter.desktop')}</Tab>
            <Tab value="mobile">{t('createScreen.filter.mobile')}</Tab>
          </TabList>
          <div className={styles.grid} role="radiogroup" aria-label={t('createScreen.gallery')} {...arrows}>
            {shown.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                selected={template.id === chosen.id}
                onSelect={() => setChosenId(template.id)}
              />
            ))}
          </div>
        </section>
        <CreateScreenPanel
          template={chosen}
          groupName={group?.name ?? null}
          name={name ?? chosen.name[language]}
          onName={setName}
          onCreate={create}
        />
      </div>
    </div>
  );
}

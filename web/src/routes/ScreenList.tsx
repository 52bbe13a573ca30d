import { Button, Caption1, makeStyles, SearchBox, Title2, tokens, Tooltip } from '@fluentui/react-components';
import { Add20Filled, Board48Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState } from '../components/common/EmptyState';
import { GroupRail } from '../components/screens/GroupRail';

const useStyles = makeStyles({
  root: { flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: '264px minmax(0, 1fr)' },
  content: { display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'auto' },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    flexWrap: 'wrap',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  heading: { display: 'flex', flexDirection: 'column', gap: '2px' },
  count: { color: tokens.colorNeutralForeground3 },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  search: { width: '260px' },
  body: { flex: 1, display: 'grid', placeItems: 'center', padding: tokens.spacingHorizontalXXL },
});

/** /screenList/{id?}: groups on the left, the group's screens (none yet) on the right. */
export default function ScreenList() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { id } = useParams();
  return (
    <div className={styles.root}>
      <GroupRail groupId={id} />
      <section className={styles.content} aria-labelledby="screen-list-title">
        <header className={styles.header}>
          <div className={styles.heading}>
            <Title2 as="h1" id="screen-list-title">
              {id ? t('shell.groupTitle', { id }) : t('shell.allScreens')}
            </Title2>
            <Caption1 className={styles.count}>{t('shell.screensCount', { count: 0 })}</Caption1>
          </div>
          <div className={styles.toolbar}>
            <SearchBox className={styles.search} placeholder={t('shell.searchScreens')} aria-label={t('shell.searchScreens')} disabled />
          </div>
        </header>
        <div className={styles.body}>
          <EmptyState
            testId="screens-empty"
            icon={<Board48Regular />}
            title={t('shell.noScreens')}
            hint={t('shell.noScreensHint')}
            actions={
              <Tooltip content={t('shell.newScreenSoon')} relationship="description">
                <Button appearance="primary" size="large" icon={<Add20Filled />} disabledFocusable data-testid="new-screen">
                  {t('shell.newScreen')}
                </Button>
              </Tooltip>
            }
          />
        </div>
      </section>
    </div>
  );
}

import {
  Button, Caption1, makeStyles, mergeClasses, Subtitle2, tokens, Tooltip,
} from '@fluentui/react-components';
import { Add20Regular, AppsList20Regular, FolderOpen24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    minHeight: 0,
    overflow: 'auto',
  },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXS}` },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  item: { width: '100%', justifyContent: 'flex-start', fontWeight: tokens.fontWeightRegular },
  selected: { backgroundColor: tokens.colorSubtleBackgroundSelected, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  label: { flex: 1, textAlign: 'start' },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalXS,
    marginTop: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px dashed ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
  },
  emptyIcon: { color: tokens.colorNeutralForeground4 },
});

/** The left rail of the screen list: "All screens" and the screen groups (none yet). */
export function GroupRail({ groupId }: { groupId: string | undefined }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <nav className={styles.root} aria-label={t('shell.groupsLabel')} data-testid="group-rail">
      <div className={styles.header}>
        <Subtitle2 as="h2">{t('shell.groups')}</Subtitle2>
        <Tooltip content={t('common.comingSoon')} relationship="description">
          <Button appearance="subtle" size="small" icon={<Add20Regular />} disabledFocusable aria-label={t('shell.newGroup')} />
        </Tooltip>
      </div>
      <ul className={styles.list}>
        <li>
          <Button
            appearance="subtle"
            icon={<AppsList20Regular />}
            className={mergeClasses(styles.item, !groupId && styles.selected)}
            aria-current={!groupId ? 'page' : undefined}
            onClick={() => navigate('/screenList')}
          >
            <span className={styles.label}>{t('shell.allScreens')}</span>
          </Button>
        </li>
      </ul>
      <div className={styles.empty} data-testid="groups-empty">
        <FolderOpen24Regular className={styles.emptyIcon} />
        <Caption1>{t('shell.noGroups')}</Caption1>
        <Caption1>{t('shell.noGroupsHint')}</Caption1>
      </div>
    </nav>
  );
}

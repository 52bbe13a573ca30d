import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { Board24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useGroups } from '../api/groups';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
    width: 'min(960px, 100%)',
  },
  group: { width: '100%', minHeight: '64px', justifyContent: 'flex-start', fontSize: tokens.fontSizeBase400 },
});

/** Opened without a group (the shell's Pad control entry): the user's groups with screens, to pick one. */
export function GroupPicker({ pick }: { pick: (group: string) => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { data } = useGroups();
  if (!data) return <Spinner label={t('pad.loading')} />;
  const playable = data.filter((group) => group.count > 0);
  if (playable.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('pad.pickGroup')} data-testid="pad-groups">
      {playable.map((group) => (
        <li key={group._id}>
          <Button className={styles.group} size="large" icon={<Board24Regular />} onClick={() => pick(group._id)}>
            {t('pad.groupLine', { name: group.name, count: group.count })}
          </Button>
        </li>
      ))}
    </ul>
  );
}

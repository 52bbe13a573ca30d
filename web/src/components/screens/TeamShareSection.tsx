import { useState } from 'react';
import {
  Avatar,
  Body1,
  Button,
  Caption1,
  makeStyles,
  Select,
  Skeleton,
  SkeletonItem,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { PeopleAdd20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SharePermission } from '../../../../shared/acts/screen.js';
import { useScreenTeamShares } from '../../api/teams';
import { PermissionSelect, ShareEntryControls } from './ShareControls';
import { useShareAction } from './useShareAction';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  team: { flex: 1, minWidth: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
  },
  name: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * The teams a screen is shared with (docs/permissions.md#teams): pick a team the caller may share
 * with and a permission; change or stop a team's share.
 */
export function TeamShareSection({ screenId }: { screenId: string | null }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const shares = useScreenTeamShares(screenId);
  const [teamId, setTeamId] = useState('');
  const [permission, setPermission] = useState<SharePermission>('read');
  const { busy, run } = useShareAction();
  const sharedIds = new Set((shares.teams ?? []).map((team) => team._id));
  const offered = (shares.shareable ?? []).filter((team) => !sharedIds.has(team._id));
  const picked = offered.find((team) => team._id === teamId) ?? offered[0];

  const share = (team: { _id: string; name: string }, next: SharePermission | null) =>
    run(
      team._id,
      () => shares.share(team._id, next),
      next
        ? t('sharing.teams.toast.shared', { name: team.name, permission: t(`sharing.permission.${next}`) })
        : t('sharing.teams.toast.removed', { name: team.name }),
    );

  let picker;
  if (shares.shareableError && !shares.shareable)
    picker = <Caption1 className={styles.hint}>{t('sharing.teams.loadFailed')}</Caption1>;
  else if (!shares.shareable) picker = null;
  else if (shares.shareable.length === 0)
    picker = (
      <Caption1 className={styles.hint} data-testid="share-teams-none">
        {t('sharing.teams.noTeams')}
      </Caption1>
    );
  else if (!picked) picker = <Caption1 className={styles.hint}>{t('sharing.teams.allShared')}</Caption1>;
  else
    picker = (
      <div className={styles.bar}>
        <Select
          className={styles.team}
          value={picked._id}
          onChange={(_, data) => setTeamId(data.value)}
          aria-label={t('sharing.teams.pick')}
          data-testid="share-team-pick"
        >
          {offered.map((team) => (
            <option key={team._id} value={team._id}>
              {team.name}
            </option>
          ))}
        </Select>
        <PermissionSelect value={permission} onChange={setPermission} label={t('sharing.teams.permission')} />
        <Button
          icon={<PeopleAdd20Regular />}
          disabled={busy !== null}
          onClick={() => void share(picked, permission)}
          data-testid="share-team-add"
        >
          {t('sharing.teams.share')}
        </Button>
      </div>
    );

  let current;
  if (shares.teamsError && !shares.teams)
    current = <Caption1 className={styles.hint}>{t('sharing.teams.loadFailed')}</Caption1>;
  else if (!shares.teams)
    current = (
      <Skeleton className={styles.skeleton} aria-label={t('common.loading')}>
        <SkeletonItem size={32} />
      </Skeleton>
    );
  else if (shares.teams.length === 0)
    current = (
      <Caption1 className={styles.hint} data-testid="share-teams-empty">
        {t('sharing.teams.none')}
      </Caption1>
    );
  else
    current = (
      <ul className={styles.list} aria-label={t('sharing.teams.shared')}>
        {shares.teams.map((team) => (
          <li key={team._id} className={styles.row} data-testid="share-team-entry" aria-label={team.name}>
            <Avatar name={team.name} shape="square" color="colorful" size={28} aria-hidden />
            <Body1 className={styles.name}>{team.name}</Body1>
            <ShareEntryControls
              name={team.name}
              permission={team.permission}
              disabled={busy !== null}
              onChange={(next) => void share(team, next)}
              onRemove={() => void share(team, null)}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <section className={styles.root} aria-label={t('sharing.teams.title')} data-testid="share-teams">
      <Subtitle2 as="h3" className={styles.heading}>
        {t('sharing.teams.title')}
      </Subtitle2>
      {picker}
      {current}
    </section>
  );
}

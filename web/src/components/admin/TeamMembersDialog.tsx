import { useMemo, useState } from 'react';
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Divider,
  makeStyles,
  Skeleton,
  SkeletonItem,
  Subtitle2,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { TeamView } from '../../../../shared/acts/teams.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../i18n/errorTexts';
import { useTeamActions, useTeamMembers } from '../../api/teams';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { usePreferences, useServices } from '../../app/services';
import { ShareUserRow } from '../screens/ShareUserRow';
import { TeamMemberSearch } from './TeamMemberSearch';

const useStyles = makeStyles({
  surface: { maxWidth: '560px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '220px',
    overflowY: 'auto',
  },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}` },
  skeleton: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalS,
  },
});

/**
 * The members of one team: add members of the tenant found by search, remove them; each change
 * saved at once. The caller's own membership is shown but not changed (nobody changes their own teams).
 */
export function TeamMembersDialog({ team, onClose }: { team: TeamView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const selfId = useServices().store.get('user') ?? '';
  const styles = useStyles();
  const members = useTeamMembers(team?._id ?? null);
  const calls = useTeamActions();
  const [busy, setBusy] = useState<string | null>(null);
  const memberIds = useMemo(() => new Set((members.data ?? []).map((member) => member._id)), [members.data]);

  const add = async (user: { _id: string; name: string }) => {
    if (!team) return;
    try {
      await calls.addMember(team._id, user._id);
      notify('success', t('admin.teams.toast.memberAdded', { member: user.name, name: team.name }));
    } catch (error) {
      reportError(error);
    }
  };
  const remove = (user: { _id: string; name: string }) => {
    if (!team) return;
    setBusy(user._id);
    calls
      .removeMember(team._id, user._id)
      .then(() => notify('success', t('admin.teams.toast.memberRemoved', { member: user.name, name: team.name })))
      .catch(reportError)
      .finally(() => setBusy(null));
  };

  let current;
  if (members.error && !members.data)
    current = <Caption1 className={styles.empty}>{t('admin.teams.membersDialog.loadFailed')}</Caption1>;
  else if (!members.data)
    current = (
      <Skeleton className={styles.skeleton} aria-label={t('admin.teams.membersDialog.loading')}>
        {[0, 1].map((i) => (
          <SkeletonItem key={i} size={32} />
        ))}
      </Skeleton>
    );
  else if (members.data.length === 0)
    current = (
      <Caption1 className={styles.empty} data-testid="team-members-empty">
        {t('admin.teams.membersDialog.empty')}
      </Caption1>
    );
  else
    current = (
      <ul className={styles.list} aria-label={t('admin.teams.membersDialog.current')}>
        {members.data.map((member) => (
          <ShareUserRow key={member._id} name={member.name} email={member.email} testId="team-member">
            {member._id === selfId ? (
              <Tooltip content={errorText(ErrorCode.OWN_ROLE_IMMUTABLE, language)} relationship="description">
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<Dismiss20Regular />}
                  aria-label={t('admin.teams.membersDialog.removeNamed', { name: member.name })}
                  disabledFocusable
                  data-testid="team-member-self"
                />
              </Tooltip>
            ) : (
              <Tooltip content={t('admin.teams.membersDialog.removeNamed', { name: member.name })} relationship="label">
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<Dismiss20Regular />}
                  disabled={busy !== null}
                  onClick={() => remove(member)}
                />
              </Tooltip>
            )}
          </ShareUserRow>
        ))}
      </ul>
    );

  return (
    <Dialog open={team !== null} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="team-members-dialog">
        <DialogBody>
          <DialogTitle>{t('admin.teams.membersDialog.title', { name: team?.name ?? '' })}</DialogTitle>
          <DialogContent className={styles.content}>
            <Subtitle2 as="h3" className={styles.heading}>
              {t('admin.teams.membersDialog.addHeading')}
            </Subtitle2>
            <TeamMemberSearch memberIds={memberIds} selfId={selfId} onAdd={add} />
            <Divider />
            <Subtitle2 as="h3" className={styles.heading}>
              {t('admin.teams.membersDialog.currentCount', { count: members.data?.length ?? 0 })}
            </Subtitle2>
            {current}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose} data-testid="team-members-close">
              {t('admin.teams.membersDialog.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

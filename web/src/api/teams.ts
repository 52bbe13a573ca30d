import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { SharePermission } from '../../../shared/acts/screen.js';
import type { ScreenShareTeam, ShareableTeam, TeamMember, TeamView } from '../../../shared/acts/teams.js';
import { useServices } from '../app/services';
import { useSessionKey } from './sessionKey';

/**
 * Teams (shared/acts/teams.ts, docs/permissions.md#teams): the tenant's teams of `/user` with
 * their members, and a screen's team shares. Keys name the session.
 */
const keys = {
  teams: (auth: string) => ['v2/admin/team/list', auth] as const,
  members: (auth: string, teamId: string) => ['v2/admin/team/members', auth, teamId] as const,
  shareable: (auth: string) => ['v1/screen/shareable_teams', auth] as const,
  screenTeams: (auth: string, screenId: string) => ['v1/screen/share_teams', auth, screenId] as const,
};

const listOptions = { revalidateOnFocus: false } as const;

/** The tenant's teams, read only for a caller who may manage roles (`enabled`). */
export function useTeams(enabled: boolean) {
  const { rpc } = useServices();
  const key = keys.teams(useSessionKey());
  return useSWR<TeamView[]>(enabled ? key : null, () => rpc.call('v2/admin/team/list', {}), listOptions);
}

/** The members of one team, while its dialog is open (`teamId` not null). */
export function useTeamMembers(teamId: string | null) {
  const { rpc } = useServices();
  const auth = useSessionKey();
  return useSWR<TeamMember[]>(
    teamId ? keys.members(auth, teamId) : null,
    () => rpc.call('v2/admin/team/members', { _id: teamId ?? '' }),
    listOptions,
  );
}

/** Calls that change teams and their members; each refreshes what it touched. Errors are thrown. */
export function useTeamActions() {
  const { rpc } = useServices();
  const { mutate } = useSWRConfig();
  const auth = useSessionKey();
  const refreshTeams = useCallback(() => mutate(keys.teams(auth)), [mutate, auth]);
  const refreshMembers = useCallback((teamId: string) => mutate(keys.members(auth, teamId)), [mutate, auth]);

  const add = useCallback(
    async (name: string) => {
      const team = await rpc.call('v2/admin/team/add', { name });
      await refreshTeams();
      return team;
    },
    [rpc, refreshTeams],
  );
  const rename = useCallback(
    async (teamId: string, name: string) => {
      const team = await rpc.call('v2/admin/team/change', { _id: teamId, name });
      await refreshTeams();
      return team;
    },
    [rpc, refreshTeams],
  );
  const remove = useCallback(
    async (teamId: string) => {
      await rpc.call('v2/admin/team/remove', { _id: teamId });
      await refreshTeams();
    },
    [rpc, refreshTeams],
  );
  const addMember = useCallback(
    async (teamId: string, userId: string) => {
      const member = await rpc.call('v2/admin/team/add_member', { _id: teamId, user_id: userId });
      await Promise.all([refreshMembers(teamId), refreshTeams()]);
      return member;
    },
    [rpc, refreshMembers, refreshTeams],
  );
  const removeMember = useCallback(
    async (teamId: string, userId: string) => {
      await rpc.call('v2/admin/team/remove_member', { _id: teamId, user_id: userId });
      await Promise.all([refreshMembers(teamId), refreshTeams()]);
    },
    [rpc, refreshMembers, refreshTeams],
  );
  return useMemo(
    () => ({ add, rename, remove, addMember, removeMember }),
    [add, rename, remove, addMember, removeMember],
  );
}

/**
 * The teams one screen is shared with, the teams the caller may share with, and the call that
 * changes a team's share (`null` stops it). Errors are thrown for the caller to show.
 */
export function useScreenTeamShares(screenId: string | null) {
  const { rpc } = useServices();
  const auth = useSessionKey();
  const teams = useSWR<ScreenShareTeam[]>(
    screenId ? keys.screenTeams(auth, screenId) : null,
    () => rpc.call('v1/screen/share_teams', { _id: screenId ?? '' }),
    { shouldRetryOnError: false },
  );
  const shareable = useSWR<ShareableTeam[]>(
    screenId ? keys.shareable(auth) : null,
    () => rpc.call('v1/screen/shareable_teams', {}),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const { mutate: refresh } = teams;
  const share = useCallback(
    async (teamId: string, permission: SharePermission | null) => {
      if (!screenId) return;
      await rpc.call('v1/screen/share_team', { _id: screenId, team_id: teamId, permission });
      await refresh();
    },
    [rpc, screenId, refresh],
  );
  return useMemo(
    () => ({
      teams: teams.data,
      teamsError: teams.error as unknown,
      shareable: shareable.data,
      shareableError: shareable.error as unknown,
      share,
    }),
    [teams.data, teams.error, shareable.data, shareable.error, share],
  );
}

import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { MemberSettings, OutsideRenewed, OutsideUse, PendingInvite } from '../../../shared/acts/admin.js';
import { useServices } from '../app/services';
import { useSessionKey } from './sessionKey';

/**
 * The administrator's user administration (docs/tenants.md#member-states): member states, the
 * approval setting and pending invitations. Keys name the session; each call refreshes what it touched.
 */
const keys = {
  invites: (auth: string) => ['v2/admin/max_user/invite_list', auth] as const,
  settings: (auth: string) => ['v2/admin/max_user/settings_get', auth] as const,
  outside: (auth: string, userId: string) => ['v2/admin/max_user/outside_use', auth, userId] as const,
};

const listOptions = { revalidateOnFocus: false } as const;

export function usePendingInvites(enabled: boolean) {
  const { rpc } = useServices();
  const key = keys.invites(useSessionKey());
  return useSWR<PendingInvite[]>(
    enabled ? key : null,
    () => rpc.call('v2/admin/max_user/invite_list', {}),
    listOptions,
  );
}

export function useMemberSettings(enabled: boolean) {
  const { rpc } = useServices();
  const key = keys.settings(useSessionKey());
  return useSWR<MemberSettings>(
    enabled ? key : null,
    () => rpc.call('v2/admin/max_user/settings_get', {}),
    listOptions,
  );
}

/** What a member created that outside callers use (docs/tenants.md#what-a-removed-member-leaves); `null` loads nothing. */
export function useOutsideUse(userId: string | null) {
  const { rpc } = useServices();
  const auth = useSessionKey();
  return useSWR<OutsideUse>(
    userId ? keys.outside(auth, userId) : null,
    () => rpc.call('v2/admin/max_user/outside_use', { user_id: userId ?? '' }),
    listOptions,
  );
}

export type MemberAct = 'approve' | 'disable' | 'enable' | 'reset_password' | 'remove';

/** The administrator's calls on members and invitations. Errors are thrown. */
export function useMemberActions() {
  const { rpc } = useServices();
  const { mutate } = useSWRConfig();
  const auth = useSessionKey();
  const refreshMembers = useCallback(
    () =>
      mutate(
        (key) => Array.isArray(key) && (key[0] === 'v2/admin/max_user/list' || key[0] === 'v2/admin/role/list'),
        undefined,
        { revalidate: true },
      ),
    [mutate],
  );
  const refreshInvites = useCallback(() => mutate(keys.invites(auth)), [mutate, auth]);

  const act = useCallback(
    async (name: MemberAct, userId: string) => {
      const args = { user_id: userId };
      if (name === 'approve') await rpc.call('v2/admin/max_user/approve', args);
      else if (name === 'disable') await rpc.call('v2/admin/max_user/disable', args);
      else if (name === 'enable') await rpc.call('v2/admin/max_user/enable', args);
      else if (name === 'reset_password') await rpc.call('v2/admin/max_user/reset_password', args);
      else await rpc.call('v2/admin/max_user/remove', args);
      await refreshMembers();
    },
    [rpc, refreshMembers],
  );
  const renewOutside = useCallback(
    async (userId: string, closeShares: boolean): Promise<OutsideRenewed> => {
      const renewed = await rpc.call('v2/admin/max_user/outside_renew', {
        user_id: userId,
        close_shares: closeShares ? 1 : 0,
      });
      await mutate(keys.outside(auth, userId));
      return renewed;
    },
    [rpc, mutate, auth],
  );
  const revoke = useCallback(
    async (id: string) => {
      await rpc.call('v2/admin/max_user/invite_revoke', { id });
      await refreshInvites();
    },
    [rpc, refreshInvites],
  );
  const resend = useCallback(
    async (invite: Pick<PendingInvite, 'email' | 'role'>) => {
      await rpc.call('v2/admin/max_user/invite', { email: invite.email, role: invite.role });
      await refreshInvites();
    },
    [rpc, refreshInvites],
  );
  const saveSettings = useCallback(
    async (approvalRequired: boolean) => {
      const saved = await rpc.call('v2/admin/max_user/settings_save', { approval_required: approvalRequired ? 1 : 0 });
      await mutate(keys.settings(auth), saved, { revalidate: false });
      return saved;
    },
    [rpc, mutate, auth],
  );
  return useMemo(
    () => ({ act, renewOutside, revoke, resend, saveSettings, refreshInvites }),
    [act, renewOutside, revoke, resend, saveSettings, refreshInvites],
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { type SWRResponse } from 'swr';
import type { InviteInfo } from '../../../shared/acts/invite.js';
import { useServices } from '../app/services';
import { useSwitchTenant } from './useTenants';

/** What an invitation link's code stands for (`v1/user/invite_info`, public); null code: no invitation. */
export function useInviteInfo(code: string | null) {
  const { rpc } = useServices();
  return useSWR<InviteInfo>(
    code ? ['v1/user/invite_info', code] : null,
    () => rpc.call('v1/user/invite_info', { code: code ?? '' }),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
}

/**
 * The invitation's answer when a form is sent: the one already loaded, else the check, waited
 * for (a form sent before the check answered still joins); undefined when the code is refused.
 */
export async function answeredInvite(info: SWRResponse<InviteInfo>): Promise<InviteInfo | undefined> {
  return info.data ?? (await info.mutate().catch(() => undefined));
}

/**
 * Accepts an invitation as the signed-in user and switches to the tenant joined (a reload into
 * the screen list, with a "You joined …" toast). Failures are thrown for the caller to show.
 */
export function useAcceptInvite() {
  const { t } = useTranslation();
  const { rpc } = useServices();
  const { switchTo } = useSwitchTenant();
  const [busy, setBusy] = useState(false);
  const accept = async (code: string): Promise<void> => {
    setBusy(true);
    try {
      const accepted = await rpc.call('v1/user/accept_invite', { code });
      const joined = accepted.corp.find((corp) => corp._id === accepted.tenant_id);
      if (!joined) throw new Error(t('invite.joinFailed'));
      switchTo(joined, { key: 'invite.joined', tenant: joined.name });
    } catch (error) {
      setBusy(false);
      throw error;
    }
  };
  return { accept, busy };
}

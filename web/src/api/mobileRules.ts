import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { MobileRuleMode, MobileRules } from '../../../shared/acts/group.js';
import type { ScreenSummary } from '../../../shared/acts/screen.js';
import { useServices } from '../app/services';
import { groupKey, groupScreensKey, listGroupScreens, READ } from './carousel';
import { groupsKey } from './groups';

/**
 * A group's mobile display rules for their dialog: the rules as stored (screens gone from the
 * group already skipped by the server), and the group's wall and mobile screens in list order.
 */
export function useMobileRules(groupId: string) {
  const { rpc, store } = useServices();
  const auth = store.get('auth') ?? '';
  const group = useSWR(groupKey(auth, groupId), () => rpc.call('v1/group/get', { _id: groupId }), READ);
  const wall = useSWR(groupScreensKey(auth, groupId, false), () => listGroupScreens(rpc, groupId, false), READ);
  const mobile = useSWR(groupScreensKey(auth, groupId, true), () => listGroupScreens(rpc, groupId, true), READ);
  const screens: Record<MobileRuleMode, ScreenSummary[] | undefined> = { mobile: mobile.data, reflow: wall.data };
  return {
    rules: group.data ? group.data.mobile_rules : undefined,
    screens,
    error: group.error ?? wall.error ?? mobile.error,
    loaded: group.data !== undefined && wall.data !== undefined && mobile.data !== undefined,
  };
}

/** Saves (an empty list: clears) a group's mobile display rules, then reloads the groups. */
export function useMobileRulesCalls() {
  const { rpc, store } = useServices();
  const { mutate } = useSWRConfig();
  const auth = store.get('auth');
  return useMemo(
    () => ({
      save: async (groupId: string, mode: MobileRuleMode, screens: string[]): Promise<MobileRules | null> => {
        const answer = await rpc.call('v1/group/mobile_group', { _id: groupId, mode, screens });
        await mutate(groupsKey(auth));
        await mutate(groupKey(auth ?? '', groupId));
        return answer.mobile_rules;
      },
    }),
    [rpc, mutate, auth],
  );
}

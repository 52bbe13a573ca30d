import { useMemo, useState } from 'react';
import { useServices } from '../app/services';
import { createSignal, type Signal } from './signal';
import { useDeviceId } from './useDeviceId';
import type { PlayerDisplay } from './useDisplay';

/** What a signed-in display plays: one of the tenant's groups, or one screen. */
export type DisplayTarget = { group: string } | { screen: string };

/**
 * A signed-in preview's display connection (group preview, dashboard preview): this browser's
 * device id, tickets from `v1/user/ws_ticket` asked quietly (a failure only makes the socket
 * retry, never signs out), and the releases signal the page's follow-latest watch listens to.
 */
export function useUserDisplay(target: DisplayTarget): { display: PlayerDisplay; releases: Signal<string> } {
  const { rpc, store } = useServices();
  const [releases] = useState(createSignal<string>);
  const signedIn = store.get('auth') !== null;
  const group = 'group' in target ? target.group : undefined;
  const screen = 'screen' in target ? target.screen : undefined;
  const { device, renewDevice } = useDeviceId();
  const display = useMemo<PlayerDisplay>(() => {
    const ticket = async () =>
      (
        await rpc.call(
          'v1/user/ws_ticket',
          { role: 'display', device, ...(group ? { group } : {}), ...(screen ? { screen } : {}) },
          { quiet: true },
        )
      ).ticket;
    return { device, renewDevice, ticket: signedIn ? ticket : null, onRelease: releases.emit };
  }, [rpc, group, screen, signedIn, releases, device, renewDevice]);
  return { display, releases };
}

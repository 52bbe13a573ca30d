import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import type { Device, WsNotice } from '../../../shared/acts/ws.js';
import { useServices } from '../app/services';
import type { RealtimeClient } from '../realtime/client';
import { applyDeviceNotice, orderDevices } from './devices';

/**
 * The live device list of a group for its pad: `get_mobile_control_list` (asked quietly: a
 * failure shows in the panel, never signs out), then device notices on the pad's socket, and
 * asked again each time the socket comes back (notices missed while it was down).
 */
export function usePadDevices(group: string, socket: RealtimeClient | null, online: boolean) {
  const { rpc, store } = useServices();
  const auth = store.get('auth') ?? '';
  const swr = useSWR<Device[]>(
    group ? ['v1/group/get_mobile_control_list', auth, group] : null,
    async () => (await rpc.call('v1/group/get_mobile_control_list', { _id: group }, { quiet: true })).devices,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const { mutate } = swr;
  useEffect(() => {
    if (online) void mutate();
  }, [online, mutate]);
  const onNotice = useCallback(
    (notice: WsNotice) => {
      if (notice.type !== 'device') return;
      void mutate((current) => applyDeviceNotice(current ?? [], notice), { revalidate: false });
    },
    [mutate],
  );
  useEffect(() => (socket ? socket.onNotice(onNotice) : undefined), [socket, onNotice]);
  return {
    devices: swr.data ? orderDevices(swr.data) : undefined,
    error: swr.error as unknown,
    isLoading: swr.isLoading,
    retry: () => void mutate(),
    /** After an HTTPS action (rename, remove): the list as the server has it. */
    refresh: () => void mutate(),
  };
}

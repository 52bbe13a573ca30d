import { useCallback, useState } from 'react';
import { deviceIdOf, localStorageOrNull, renewTabDeviceId, sessionStorageOrNull } from './device';

/**
 * This display's device id and the way to give up on it: when another online display already
 * holds it (`DEVICE_IN_USE`, e.g. a second tab of the same browser), this tab takes an id of
 * its own, and its connection opens again with it.
 */
export function useDeviceId(): { device: string; renewDevice: () => void } {
  const [device, setDevice] = useState(() => deviceIdOf(localStorageOrNull(), sessionStorageOrNull()));
  const renewDevice = useCallback(() => setDevice(renewTabDeviceId(sessionStorageOrNull())), []);
  return { device, renewDevice };
}

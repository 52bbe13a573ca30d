import type { Device, DeviceNotice } from '../../../shared/acts/ws.js';

/** The device list after a device notice: a device added or changed (newest first), or removed. */
export function applyDeviceNotice(devices: readonly Device[], notice: DeviceNotice): Device[] {
  const removed = notice.removed ?? null;
  let next = removed ? devices.filter((d) => d._id !== removed) : [...devices];
  const changed = notice.device;
  if (changed) {
    const at = next.findIndex((d) => d._id === changed._id);
    next = at < 0 ? [changed, ...next] : next.map((d, i) => (i === at ? changed : d));
  }
  return next;
}

/** Online devices first, then by name. */
export function orderDevices(devices: readonly Device[]): Device[] {
  return [...devices].sort(
    (a, b) => Number(b.online) - Number(a.online) || a.name.localeCompare(b.name) || a._id.localeCompare(b._id),
  );
}

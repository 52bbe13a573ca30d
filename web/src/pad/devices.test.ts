import { describe, expect, it } from 'vitest';
import type { Device } from '../../../shared/acts/ws.js';
import { applyDeviceNotice, orderDevices } from './devices';

const device = (id: string, extra: Partial<Device> = {}): Device => ({
  _id: id,
  name: id,
  group: 'g1',
  screen: null,
  resolution: null,
  last_seen: 0,
  online: true,
  paused: false,
  blank: false,
  shared: true,
  ...extra,
});

describe('applyDeviceNotice', () => {
  it('adds a new device first', () => {
    const list = applyDeviceNotice([device('a')], { type: 'device', device: device('b') });
    expect(list.map((d) => d._id)).toEqual(['b', 'a']);
  });

  it('replaces a changed device in place (rename, offline)', () => {
    const list = applyDeviceNotice([device('a'), device('b')], {
      type: 'device',
      device: device('a', { name: 'Lobby', online: false }),
    });
    expect(list).toEqual([device('a', { name: 'Lobby', online: false }), device('b')]);
  });

  it('drops a removed device', () => {
    expect(applyDeviceNotice([device('a'), device('b')], { type: 'device', device: null, removed: 'a' })).toEqual([
      device('b'),
    ]);
  });
});

describe('orderDevices', () => {
  it('lists online devices first, then by name', () => {
    const ordered = orderDevices([
      device('x', { name: 'Zed', online: false }),
      device('y', { name: 'Bar' }),
      device('z', { name: 'Alpha' }),
    ]);
    expect(ordered.map((d) => d.name)).toEqual(['Alpha', 'Bar', 'Zed']);
  });
});

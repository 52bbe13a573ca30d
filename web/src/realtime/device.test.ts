import { describe, expect, it } from 'vitest';
import { deviceId } from '../../../shared/acts/ws.js';
import { memoryStorage } from '../storage';
import { deviceIdOf, newDeviceId, renewTabDeviceId } from './device';

describe('device id', () => {
  it('is 32 base64url characters that the schema accepts', () => {
    const id = newDeviceId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(deviceId.safeParse(id).success).toBe(true);
    expect(newDeviceId()).not.toBe(id);
  });

  it('is made once and kept in storage', () => {
    const storage = memoryStorage({});
    const first = deviceIdOf(storage);
    expect(deviceIdOf(storage)).toBe(first);
  });

  it('replaces a kept value the schema would refuse', () => {
    const storage = memoryStorage({ wb_device_id: 'bad id!' });
    expect(deviceIdOf(storage)).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('gives a tab that had to renew its own id, and leaves the browser’s for the other tabs', () => {
    const browser = memoryStorage({});
    const tab = memoryStorage({});
    const shared = deviceIdOf(browser, tab);
    const renewed = renewTabDeviceId(tab);
    expect(renewed).not.toBe(shared);
    expect(deviceIdOf(browser, tab)).toBe(renewed);
    expect(deviceIdOf(browser, memoryStorage({}))).toBe(shared);
  });
});

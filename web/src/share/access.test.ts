import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage';
import { embedAllowed, forgetAccess, hostAllowed, storeAccess, storedAccess } from './access';

describe('share access in the browser', () => {
  it('keeps an access token until it expires', () => {
    const storage = memoryStorage();
    storeAccess(storage, 'tok', { access: 'abc', expires_at: 2000 });
    expect(storedAccess(storage, 'tok', 1000)).toBe('abc');
    expect(storedAccess(storage, 'tok', 2000)).toBeNull();
    expect(storedAccess(storage, 'other', 1000)).toBeNull();
    forgetAccess(storage, 'tok');
    expect(storedAccess(storage, 'tok', 1000)).toBeNull();
  });
  it('matches hosts exactly or by wildcard subdomain', () => {
    expect(hostAllowed('wall.example.com', ['wall.example.com'])).toBe(true);
    expect(hostAllowed('wall.example.com:8443', ['wall.example.com'])).toBe(true);
    expect(hostAllowed('evil-wall.example.com', ['wall.example.com'])).toBe(false);
    expect(hostAllowed('a.intranet.example', ['*.intranet.example'])).toBe(true);
    expect(hostAllowed('intranet.example', ['*.intranet.example'])).toBe(false);
    expect(hostAllowed('xintranet.example', ['*.intranet.example'])).toBe(false);
    expect(hostAllowed('localhost:9000', ['localhost:8080'])).toBe(false);
  });
  it('allows the top level always, a frame only from a listed host', () => {
    expect(embedAllowed(['a.com'], { framed: false, ancestor: null })).toBe(true);
    expect(embedAllowed([], { framed: true, ancestor: 'https://anything.net' })).toBe(true);
    expect(embedAllowed(['a.com'], { framed: true, ancestor: 'https://a.com' })).toBe(true);
    expect(embedAllowed(['a.com'], { framed: true, ancestor: 'https://b.com/page' })).toBe(false);
    expect(embedAllowed(['a.com'], { framed: true, ancestor: null })).toBe(false);
  });
});

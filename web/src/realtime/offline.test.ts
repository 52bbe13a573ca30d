import { describe, expect, it } from 'vitest';
import { initialLink, isOffline, linkReducer, type LinkEvent, type LinkState } from './offline';

const fold = (events: LinkEvent[], from: LinkState = initialLink) => events.reduce(linkReducer, from);
const socket = (online: boolean): LinkEvent => ({ type: 'socket', online });
const check = (code: 200 | 502): LinkEvent => ({ type: 'check', code });

describe('linkReducer', () => {
  it('is not offline before the first connection, only once a connection it had is lost', () => {
    expect(isOffline(initialLink)).toBe(false);
    expect(isOffline(fold([socket(false)]))).toBe(false);
    expect(isOffline(fold([socket(true)]))).toBe(false);
    expect(isOffline(fold([socket(true), socket(false)]))).toBe(true);
    expect(isOffline(fold([socket(true), socket(false), socket(true)]))).toBe(false);
  });

  it('is offline while the online check says 502, even with the socket up, until it says 200', () => {
    expect(isOffline(fold([check(502)]))).toBe(true);
    expect(isOffline(fold([socket(true), check(502)]))).toBe(true);
    expect(isOffline(fold([socket(true), check(502), check(200)]))).toBe(false);
  });

  it('a socket back after a restart clears the 502 the check saw while the service was gone', () => {
    // The stack dies: the socket drops, the minute's check finds nothing; the stack is back and so is the socket.
    const down = fold([socket(true), socket(false), check(502)]);
    expect(isOffline(down)).toBe(true);
    const back = linkReducer(down, socket(true));
    expect(back).toEqual({ everOnline: true, socketOnline: true, serviceDown: false });
    expect(isOffline(back)).toBe(false);
  });

  it('a repeated socket status changes nothing (the same state object)', () => {
    const up = fold([socket(true), check(502)]);
    expect(linkReducer(up, socket(true))).toBe(up);
  });
});

import { describe, expect, it } from 'vitest';
import { onlineCheckInterval, startOnlineCheck } from './onlineCheck';

describe('online check', () => {
  it('emits 502 when the service goes away and 200 on recovery, once each', async () => {
    const answers = [true, false, false, true, true];
    const emitted: number[] = [];
    let tick: () => void = () => {};
    let cleared = false;
    const stop = startOnlineCheck({
      intervalMs: 10,
      check: async () => answers.shift() ?? true,
      emit: (code) => emitted.push(code),
      setInterval: (fn) => {
        tick = fn;
        return 1;
      },
      clearInterval: () => {
        cleared = true;
      },
    });
    for (let i = 0; i < 5; i += 1) {
      tick();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(emitted).toEqual([502, 200]);
    stop();
    expect(cleared).toBe(true);
  });

  it('reads the interval from the query, then the injected value, else 60 s', () => {
    expect(onlineCheckInterval('?onlineCheckMs=500', undefined)).toBe(500);
    expect(onlineCheckInterval('', 750)).toBe(750);
    expect(onlineCheckInterval('', undefined)).toBe(60_000);
    expect(onlineCheckInterval('?onlineCheckMs=abc', 'x')).toBe(60_000);
    expect(onlineCheckInterval('', 5)).toBe(60_000);
  });
});

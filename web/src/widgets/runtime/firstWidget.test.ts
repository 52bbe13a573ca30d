import { beforeEach, describe, expect, it } from 'vitest';
import { afterFirstWidget, FIRST_WIDGET_MARK } from './firstWidget';

beforeEach(() => performance.clearMarks(FIRST_WIDGET_MARK));

const settledWithin = async (promise: Promise<void>, ms: number): Promise<boolean> =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('waiting for the first drawn widget', () => {
  it('waits until a widget is drawn', async () => {
    const waiting = afterFirstWidget(5_000);
    expect(await settledWithin(waiting, 50)).toBe(false);
    performance.mark(FIRST_WIDGET_MARK);
    expect(await settledWithin(waiting, 200)).toBe(true);
  });

  it('does not wait once one was drawn', async () => {
    performance.mark(FIRST_WIDGET_MARK);
    expect(await settledWithin(afterFirstWidget(5_000), 20)).toBe(true);
  });

  it('starts anyway when no widget is drawn in time', async () => {
    const started = Date.now();
    await afterFirstWidget(100);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });
});

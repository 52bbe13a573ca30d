import { describe, expect, it } from 'vitest';
import { pushBindingSchema, type PushBinding } from '../../../../shared/widgets/data.js';
import { resolveData } from '../data/resolve';
import { applyPush, pushedTo, withPush, type Pushed } from './pushFeed';
import { messageKind } from './WidgetMessage';

const roles = ['category', 'series'] as const;
const binding: PushBinding = pushBindingSchema.parse({
  source: 'push',
  push: { channel_id: 'ch1', path: 'data.rows' },
  initial: [{ x: 'start', y: 1 }],
});

describe('a push binding', () => {
  it('draws its initial rows until a push arrives', () => {
    expect(resolveData(binding, [...roles])).toMatchObject({ status: 'ready', rows: [{ x: 'start', y: 1 }] });
    expect(withPush(binding, undefined, roles)).toMatchObject({ status: 'ready', rows: [{ x: 'start', y: 1 }] });
    const empty = pushBindingSchema.parse({ source: 'push', push: { channel_id: 'ch1' } });
    expect(withPush(empty, undefined, roles).status).toBe('empty');
  });

  it('without initial rows waits for data until the first push, then is drawn or plainly empty', () => {
    const bare = pushBindingSchema.parse({ source: 'push', push: { channel_id: 'ch1', path: 'rows' } });
    const before = withPush(bare, undefined, roles);
    expect(before).toMatchObject({ status: 'empty', waiting: true });
    expect(messageKind(before)).toBe('waiting');
    // Initial rows are drawn, not waited behind.
    expect(withPush(binding, undefined, roles).waiting).toBeUndefined();
    // A push that has nothing to draw is "no data", not "waiting".
    const none = withPush(bare, { data: { rows: [] }, at: 1 }, roles);
    expect(none).toMatchObject({ status: 'empty' });
    expect(none.waiting).toBeUndefined();
    expect(messageKind(none)).toBe('empty');
    expect(withPush(bare, { data: { rows: [{ x: 'a', y: 1 }] }, at: 1 }, roles).status).toBe('ready');
  });

  it('names the frame of loading and of a problem before waiting', () => {
    expect(messageKind({ status: 'loading' })).toBe('loading');
    expect(messageKind({ status: 'error', problem: 'pathMissing' })).toBe('pathMissing');
    expect(messageKind({ status: 'empty' })).toBe('empty');
  });

  it('then draws the rows at its path of the last payload, with the time of the push', () => {
    const pushed: Pushed = {
      data: {
        data: {
          rows: [
            { x: 'Jan', y: 3 },
            { x: 'Feb', y: 5 },
          ],
        },
      },
      at: 1000,
    };
    expect(withPush(binding, pushed, roles)).toMatchObject({
      status: 'ready',
      fetchedAt: 1000,
      rows: [
        { x: 'Jan', y: 3 },
        { x: 'Feb', y: 5 },
      ],
    });
  });

  it('reads one object as one row, and a missing path as an error', () => {
    const kpi = pushBindingSchema.parse({ source: 'push', push: { channel_id: 'ch1' } });
    expect(withPush(kpi, { data: { x: 'now', y: 42 }, at: 1 }, roles).rows).toEqual([{ x: 'now', y: 42 }]);
    expect(withPush(binding, { data: { other: 1 }, at: 1 }, roles)).toMatchObject({
      status: 'error',
      problem: 'pathMissing',
    });
  });

  it('is empty when the payload has nothing to draw', () => {
    expect(withPush(binding, { data: { data: { rows: [] } }, at: 1 }, roles).status).toBe('empty');
  });

  it('refuses initial rows past the cap', () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({ x: String(i), y: i }));
    expect(pushBindingSchema.safeParse({ source: 'push', push: { channel_id: 'c' }, initial: many }).success).toBe(
      false,
    );
  });
});

describe('applyPush', () => {
  it('keeps the latest payload per channel and ignores an older one arriving late', () => {
    applyPush({ type: 'push', channel: 'late', data: { v: 2 }, at: 20 });
    applyPush({ type: 'push', channel: 'late', data: { v: 1 }, at: 10 });
    expect(pushedTo('other')).toBeUndefined();
    // A widget reading the channel sees the newer one (read through withPush on its binding).
    const kpi = pushBindingSchema.parse({ source: 'push', push: { channel_id: 'late' } });
    const seen = pushedTo('late');
    expect(seen).toEqual({ data: { v: 2 }, at: 20 });
    expect(withPush(kpi, seen, ['value']).rows).toEqual([{ v: 2 }]);
  });
});

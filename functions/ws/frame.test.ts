import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { errorText } from '../../shared/errors/texts.js';
import type { ConnectionRecord } from '../lib/data/connections.js';
import { answerFrame } from './frame.js';

/** Refusals are decided before any act runs, so no table is touched here. */
const pad: ConnectionRecord = {
  connectionId: 'c-1',
  tenantId: 't-1',
  role: 'pad',
  userId: 'u-1',
  groupId: 'g-1',
  target: 'T#t-1#G#g-1',
  connectedAt: 0,
  expiresAt: 0,
  language: 'en',
};
const display: ConnectionRecord = { ...pad, role: 'display', device: 'd'.repeat(22), language: 'zh' };
const frame = (value: unknown) => JSON.stringify(value);

describe('answerFrame', () => {
  it('answers a frame that is not a JSON object BODY_MALFORMED, with null id and seq', async () => {
    for (const raw of ['{oops', '[1,2]', '"text"', 'null'])
      expect(await answerFrame(raw, pad, 0)).toEqual({
        id: null,
        seq: null,
        code: ErrorCode.BODY_MALFORMED,
        msg: errorText(ErrorCode.BODY_MALFORMED, 'en'),
      });
  });

  it('answers an unknown act INTERFACE_MISSING with the id and seq it was sent', async () => {
    expect(await answerFrame(frame({ id: 'a', act: 'v2/ws/nothing', args: {}, seq: 3 }), pad, 0)).toEqual({
      id: 'a',
      seq: 3,
      code: ErrorCode.INTERFACE_MISSING,
      msg: errorText(ErrorCode.INTERFACE_MISSING, 'en'),
    });
  });

  it("answers an act outside the socket's role PERMISSION_DENIED, in the socket's language", async () => {
    expect(
      await answerFrame(frame({ id: 'b', act: 'v2/ws/control', args: { control: { command: 'next' } } }), display, 0),
    ).toEqual({
      id: 'b',
      seq: null,
      code: ErrorCode.PERMISSION_DENIED,
      msg: errorText(ErrorCode.PERMISSION_DENIED, 'zh'),
    });
    for (const act of ['v2/ws/device', 'v2/ws/presence', 'v2/ws/subscribe'])
      expect(await answerFrame(frame({ id: 'c', act, args: {} }), pad, 0)).toMatchObject({
        code: ErrorCode.PERMISSION_DENIED,
      });
  });

  it("answers args its schema refuses with the schema's code", async () => {
    const bad = [
      { control: { command: 'warp' } },
      { control: { command: 'scroll', by: 11 } },
      { control: { command: 'next' }, device: 'short' },
    ];
    for (const args of bad)
      expect(await answerFrame(frame({ id: 'd', act: 'v2/ws/control', args }), pad, 0)).toMatchObject({
        id: 'd',
        code: ErrorCode.BODY_MALFORMED,
      });
    expect(
      await answerFrame(
        frame({ id: 'e', act: 'v2/ws/subscribe', args: { channels: Array(21).fill('ch') } }),
        display,
        0,
      ),
    ).toMatchObject({ code: ErrorCode.BODY_MALFORMED });
  });
});

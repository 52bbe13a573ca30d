import * as z from 'zod';

/**
 * Requests over the WebSocket (`{id, act, args, seq}` answered `{id, seq, code, data?}`) and
 * the notices the server pushes (`{type, ...}`).
 */
export const WS_ACT_SCHEMAS = {
  'v2/ws/presence': z.object({}),
} as const;
export type WsActName = keyof typeof WS_ACT_SCHEMAS;

export function isWsAct(value: unknown): value is WsActName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(WS_ACT_SCHEMAS, value);
}

export interface PresenceUser {
  _id: string;
  name: string;
}

/** Pushed to everyone watching a screen when someone opens or leaves it. */
export interface PresenceNotice {
  type: 'presence';
  screen: string;
  users: PresenceUser[];
}

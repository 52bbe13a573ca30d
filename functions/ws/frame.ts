import { WS_ACT_ROLES, isWsAct, type WsAnswer } from '../../shared/acts/ws.js';
import { ErrorCode, type ErrorCodeValue } from '../../shared/errors/catalogue.js';
import { errorText } from '../../shared/errors/texts.js';
import type { ConnectionRecord } from '../lib/data/connections.js';
import { isDomainError } from '../lib/errors.js';
import { WS_ACTS } from './acts.js';

/**
 * One request frame `{id, act, args, seq}` answered `{id, seq, code, msg?, data?}`, in the steps
 * of the HTTP chain: envelope (JSON object, else BODY_MALFORMED) → act known (else
 * INTERFACE_MISSING) → allowed to the socket's role (else PERMISSION_DENIED) → args against
 * the act's one schema (its first field's code) → the act, whose catalogue refusals are
 * answered with their code and text. Anything else is thrown to the chain (logged, no answer).
 */
function refusal(reply: Pick<WsAnswer, 'id' | 'seq'>, code: ErrorCodeValue, connection: ConnectionRecord): WsAnswer {
  return { ...reply, code, msg: errorText(code, connection.language) };
}

function envelope(raw: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export async function answerFrame(raw: string, connection: ConnectionRecord, now: number): Promise<WsAnswer> {
  const request = envelope(raw);
  const reply = {
    id: typeof request?.id === 'string' ? request.id : null,
    seq: typeof request?.seq === 'number' ? request.seq : null,
  };
  if (!request) return refusal(reply, ErrorCode.BODY_MALFORMED, connection);
  const { act } = request;
  if (!isWsAct(act)) return refusal(reply, ErrorCode.INTERFACE_MISSING, connection);
  if (!WS_ACT_ROLES[act].includes(connection.role)) return refusal(reply, ErrorCode.PERMISSION_DENIED, connection);
  try {
    const outcome = await WS_ACTS[act](request.args ?? {}, connection, now);
    if (outcome.code !== 200) return refusal(reply, outcome.code, connection);
    return { ...reply, code: 200, data: outcome.data };
  } catch (error) {
    if (isDomainError(error)) return refusal(reply, error.code, connection);
    throw error;
  }
}

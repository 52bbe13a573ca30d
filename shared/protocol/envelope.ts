/** The RPC envelope of DESIGN.md: `POST /rpc/{family}` with `{act, args}`, answered `{code, msg}`. */
export interface RpcRequest<A = Record<string, unknown>> {
  act: string;
  args: A & { auth?: string; corp_id?: string };
}

export const SUCCESS = 200;

/** Header names the client sends (docs/protocol.md#envelope). */
export const HEADERS = {
  language: 'language',
  authorization: 'authorization',
  loginType: 'login-type',
  tenantId: 'tenant-id',
  userLanguage: 'user-language',
  /**
   * A client's id for one intended act, kept across its retries: an act that creates something
   * answers what the first try created instead of creating it again (docs/errors.md#retrying).
   */
  idempotencyKey: 'idempotency-key',
} as const;

/** An idempotency key: 16 to 64 characters of the URL-safe base64 alphabet (a UUID qualifies). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

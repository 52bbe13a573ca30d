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
} as const;

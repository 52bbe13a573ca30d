import {
  API_LIMITS,
  apiDataArgs,
  type ApiRunResult,
  type ApiToken,
  type ApiTokenCreated,
} from '../../../shared/acts/data-api.js';
import { firstErrorCode } from '../../../shared/validation/issues.js';
import type { Caller } from '../../lib/act.js';
import { newId, newToken, sha256 } from '../../lib/crypto/tokens.js';
import {
  createApiToken,
  deleteApiToken,
  findApiToken,
  getApiByPath,
  listApiTokens,
  touchApiToken,
  type ApiTokenRecord,
} from '../../lib/data/data-apis.js';
import { takeAttempt, type RateRule } from '../../lib/data/rate-limits.js';
import { DomainError, fail } from '../../lib/errors.js';
import { inTenantScope } from '../../lib/tenant-credentials.js';
import { runApi } from './run.js';

/**
 * API tokens and the outside calls they allow (`GET|POST /api/data/{path}`). Only tenant admins
 * manage tokens. A token's secret is 256 random bits, answered once by `token_add`; only its
 * SHA-256 is stored (a global item pointing to the tenant, like sessions), so a leaked table
 * holds no usable token. The tenant of an outside call is the token's: a path of another tenant
 * is simply not found. Each token may make API_LIMITS.tokenCallsPerMinute calls a minute, counted
 * atomically before anything else is looked at (rate-limits.ts).
 */
const PREFIX_LENGTH = 8;
const CALLS_RULE: RateRule = { name: 'apitoken', limit: API_LIMITS.tokenCallsPerMinute, windowMs: 60_000 };

function requireAdmin(caller: Caller): void {
  if (!caller.isAdmin) fail('PERMISSION_DENIED');
}

function shown(token: ApiTokenRecord): ApiToken {
  return {
    _id: token.tokenId,
    name: token.name,
    prefix: token.prefix,
    creator: token.creator,
    created_at: token.createdAt,
    last_used_at: token.lastUsedAt,
  };
}

export async function tokensOf(caller: Caller): Promise<ApiToken[]> {
  requireAdmin(caller);
  const tokens = await listApiTokens(caller.tenantId);
  return tokens.sort((a, b) => b.createdAt - a.createdAt).map(shown);
}

export async function addToken(caller: Caller, name: string, now: number): Promise<ApiTokenCreated> {
  requireAdmin(caller);
  const secret = newToken();
  const token: ApiTokenRecord = {
    tokenId: newId(),
    tokenHash: sha256(secret),
    name,
    prefix: secret.slice(0, PREFIX_LENGTH),
    creator: caller.userId,
    createdAt: now,
    lastUsedAt: null,
  };
  if (!(await createApiToken(caller.tenantId, token))) fail('API_TOKENS_FULL');
  return { token: shown(token), secret };
}

/** Revokes a token; answers it as it was (its name and prefix name it on the audit log). */
export async function removeToken(caller: Caller, tokenId: string): Promise<ApiToken> {
  requireAdmin(caller);
  const removed = await deleteApiToken(caller.tenantId, tokenId);
  if (!removed) fail('API_TOKEN_INVALID');
  return shown(removed);
}

export interface OutsideCall {
  /** The bearer secret, if the request carried one. */
  secret: string | undefined;
  method: string;
  /** The path after `/api/data/`. */
  path: string;
  /** The query string's fields (GET) or the JSON body (POST). */
  values: unknown;
  now: number;
}

/** An outside call of a published API with a token: the run's answer, or a catalogue refusal. */
export async function callApi(call: OutsideCall): Promise<ApiRunResult> {
  if (!call.secret) fail('API_TOKEN_INVALID');
  const token = await findApiToken(sha256(call.secret));
  if (!token) fail('API_TOKEN_INVALID');
  if (!(await takeAttempt(CALLS_RULE, token.tokenId, call.now))) fail('API_THROTTLED');
  const input = { path: call.path, values: call.values ?? {} };
  const parsed = apiDataArgs.safeParse(input);
  if (!parsed.success) {
    // A path that cannot be an API's is simply not found; a malformed value is answered as any payload is.
    if (parsed.error.issues.some((issue) => issue.path[0] === 'path')) fail('API_NOT_FOUND');
    throw new DomainError(firstErrorCode(parsed.error, input));
  }
  // The token (a global item) names the tenant; from here the call reaches only that tenant's data.
  return inTenantScope(token.tenantId, async () => {
    const api = await getApiByPath(token.tenantId, parsed.data.path);
    if (!api) fail('API_NOT_FOUND');
    if (!api.published) fail('API_NOT_PUBLISHED');
    if (api.method !== call.method) fail('API_METHOD_WRONG');
    await touchApiToken(token.tenantId, token.tokenId, call.now);
    return runApi(api, parsed.data.values);
  });
}

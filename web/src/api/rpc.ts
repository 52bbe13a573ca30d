import type { ActInput, ActName } from '../../../shared/acts/registry.js';
import { ErrorCode, isCatalogueCode, type Language } from '../../../shared/errors/catalogue.js';
import { errorText } from '../i18n/errorTexts';
import { LIMITS } from '../../../shared/limits.js';
import { parseAct } from '../../../shared/protocol/acts.js';
import pRetry from 'p-retry';
import { HEADERS, SUCCESS, type RpcRequest } from '../../../shared/protocol/envelope.js';
import { KEYED_ACT_RETRIES, KEYED_ACTS } from '../../../shared/protocol/keyed-acts.js';
import { rpcPath } from '../../../shared/protocol/routes.js';
import { fieldErrors, firstErrorCode } from '../../../shared/validation/issues.js';
import { loginRedirect } from '../routing/redirects';
import { clearSessionKeys, type ClientStore } from '../storage';
import { CLIENT_CODES, RpcError } from './errors';
import type { ActResult } from './results';

/**
 * An act's payload schema: its family's module (shared/acts/<family>.ts) is loaded with the first
 * call of one of its acts, not with the page, and not every family with the first call.
 */
async function schemaOf(act: ActName, language: Language) {
  const familyOf = (await import('act-families')).default;
  const schema = (await familyOf(act)?.())?.ACTS[act];
  if (!schema) throw new RpcError(ErrorCode.INTERFACE_MISSING, errorText(ErrorCode.INTERFACE_MISSING, language));
  return schema;
}

export type NoticeIntent = 'success' | 'info' | 'warning' | 'error';
export type ClientMessage = 'network' | 'badResponse' | 'authChanged';

/** Acts that take a password: SSO_REQUIRED is their form's message, not the end of a session. */
const PASSWORD_ACTS: ReadonlySet<ActName> = new Set(['v1/user/max_login', 'v1/user/change_pass_no_login']);
/** Everything the client needs from the page, injected so tests run it with fakes. */
export interface RpcDeps {
  fetch: typeof fetch;
  store: () => ClientStore;
  baseUrl: () => string;
  language: () => Language;
  /** `login-type` header: the login_type cookie, default `sso` (docs/protocol.md#envelope). */
  loginType: () => string;
  /** `tenant-id` header: from the query string or storage. */
  tenantId: () => string | null;
  /** Tenant mode: the tenant feature is on (50000002 then signs out). */
  isTenantMode: () => boolean;
  loginAddress: () => string;
  currentPath: () => string;
  navigate: (path: string, state?: Record<string, unknown>) => void;
  notify: (intent: NoticeIntent, text: string, timeoutMs?: number) => void;
  clientText: (message: ClientMessage) => string;
  schedule?: (fn: () => void, ms: number) => void;
}

/** How long a refused membership's toast shows; refusals within it are not told again. */
const MEMBERSHIP_TOAST_MS = 8000;

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Answer a failure as an error only, without the app's reactions (sign-out, redirects): for
   * background work such as a realtime ticket, whose failure must only make it retry later.
   */
  quiet?: boolean;
  /**
   * The idempotency key of a creating act (KEYED_ACTS): a form that lets its user try again after
   * a failure keeps one key for the whole intent. Unset: a fresh key for this call and its retries.
   */
  idempotencyKey?: string;
}

/** A server error a keyed act is sent again for, carrying the answer to give if none comes. */
class RetryableAnswer extends Error {
  constructor(readonly envelope: Envelope) {
    super('server error');
  }
}

export interface RpcClient {
  call<A extends ActName>(act: A, payload: ActInput<A>, options?: CallOptions): Promise<ActResult<A>>;
  /** Call after storing (or clearing) the auth value in this tab. */
  adoptAuth(auth: string | null): void;
  /** Handles a change of the stored auth seen in another tab (a `storage` event). */
  onStoredAuthChange(newValue: string | null, onGuardedRoute: boolean): void;
  /** Clears the session of this tab and goes to the login address. */
  signOutLocally(withRedirect: boolean): void;
}

interface Envelope {
  code?: unknown;
  msg?: unknown;
  request_id?: unknown;
  data?: unknown;
}

/** One request to send: a POST with a JSON body, or a GET whose args are the query string. */
type HttpRequest =
  | { method: 'POST'; url: string; body: unknown; bearer?: undefined }
  | { method: 'GET'; url: string; body?: undefined; bearer: string | null };

/**
 * `?a=1&b=x` from a GET act's args (empty when none): scalars as text, skipping absent values.
 * The session never goes here (URLs end in logs); it is the `authorization` header.
 */
function queryString(args: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined || value === null || key === 'auth') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      params.append(key, String(value));
    } else params.append(key, JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** HTTP routes that carry the session in the body: the multipart upload (docs/protocol.md#routes-that-are-not-rpc). */
const AUTH_IN_BODY = /^\/api\/upload(\/|$)/;
/** HTTP routes of a tenant's session (`POST /license/update`): the session and the tenant in the body, as in /rpc args. */
const SESSION_IN_BODY = /^\/license\//;

export function createRpcClient(deps: RpcDeps): RpcClient {
  const schedule = deps.schedule ?? ((fn: () => void, ms: number) => void setTimeout(fn, ms));
  let knownAuth: string | null | undefined;

  const known = (): string | null => {
    if (knownAuth === undefined) knownAuth = deps.store().get('auth');
    return knownAuth;
  };

  const goToLogin = (withRedirect: boolean, notice?: 'authChanged'): void => {
    const address = deps.loginAddress();
    const target = withRedirect ? loginRedirect(address, deps.currentPath()) : address;
    if (deps.currentPath().split('?')[0] !== address) deps.navigate(target, notice ? { notice } : undefined);
  };

  const signOutLocally = (withRedirect: boolean): void => {
    clearSessionKeys(deps.store());
    knownAuth = null;
    goToLogin(withRedirect);
  };

  /** An auth value differing from the one this tab signed in with forces the login page. */
  const checkAuthUnchanged = (): void => {
    const mine = known();
    const stored = deps.store().get('auth');
    if (mine === stored) return;
    if (mine === null) {
      knownAuth = stored;
      return;
    }
    knownAuth = stored;
    deps.notify('warning', deps.clientText('authChanged'));
    goToLogin(true, 'authChanged');
    throw new RpcError(ErrorCode.NOT_LOGGED_IN, deps.clientText('authChanged'), { handled: true });
  };

  const request = (act: ActName, data: unknown): HttpRequest => {
    const base = deps.baseUrl().replace(/\/$/, '');
    if (act.startsWith('GET ')) {
      const store = deps.store();
      const corpId = store.get('corp');
      const query = queryString({ ...(corpId ? { corp_id: corpId } : {}), ...(data as Record<string, unknown>) });
      return { method: 'GET', url: base + act.slice('GET '.length) + query, bearer: store.get('auth') };
    }
    if (act.startsWith('POST ')) {
      const path = act.slice('POST '.length);
      const store = deps.store();
      const auth = AUTH_IN_BODY.test(path) || SESSION_IN_BODY.test(path) ? store.get('auth') : null;
      const corpId = SESSION_IN_BODY.test(path) ? store.get('corp') : null;
      const session = { ...(auth ? { auth } : {}), ...(corpId ? { corp_id: corpId } : {}) };
      return {
        method: 'POST',
        url: base + path,
        body: auth ? { ...session, ...(data as Record<string, unknown>) } : data,
      };
    }
    const parsed = parseAct(act);
    if (!parsed)
      throw new RpcError(ErrorCode.INTERFACE_MISSING, errorText(ErrorCode.INTERFACE_MISSING, deps.language()));
    const store = deps.store();
    const auth = store.get('auth');
    const corpId = store.get('corp');
    const args: RpcRequest['args'] = {
      ...(auth ? { auth } : {}),
      ...(corpId ? { corp_id: corpId } : {}),
      ...(data as Record<string, unknown>),
    };
    return { method: 'POST', url: base + rpcPath(parsed.family), body: { act, args } satisfies RpcRequest };
  };

  const headers = (sent: HttpRequest, idempotencyKey: string | undefined): Record<string, string> => {
    const language = deps.language();
    const tenant = deps.tenantId();
    return {
      ...(idempotencyKey ? { [HEADERS.idempotencyKey]: idempotencyKey } : {}),
      ...(sent.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(sent.bearer ? { [HEADERS.authorization]: `Bearer ${sent.bearer}` } : {}),
      [HEADERS.language]: language,
      [HEADERS.userLanguage]: language,
      [HEADERS.loginType]: deps.loginType(),
      ...(tenant ? { [HEADERS.tenantId]: tenant } : {}),
    };
  };

  const failure = (code: number, serverText: unknown, requestId: unknown, data: unknown): RpcError => {
    const text = isCatalogueCode(code)
      ? errorText(code, deps.language())
      : typeof serverText === 'string' && serverText
        ? serverText
        : errorText(ErrorCode.SERVER_ERROR, deps.language());
    return new RpcError(code, text, {
      ...(typeof requestId === 'string' ? { requestId } : {}),
      ...(data !== undefined ? { data } : {}),
    });
  };

  let membershipToldAt = 0;
  /** By response code (docs/errors.md#how-the-client-reacts). */
  const handle = (
    act: ActName,
    envelope: Envelope,
    payload: Record<string, unknown>,
    quiet: boolean,
    sentAuth: string | null,
  ): unknown => {
    const code = typeof envelope.code === 'number' ? envelope.code : Number(envelope.code);
    if (code === SUCCESS) return envelope.msg;
    if (code === 0) return 'msg' in envelope ? envelope.msg : envelope;
    const error = failure(code, envelope.msg, envelope.request_id, envelope.data);
    if (quiet) throw error;
    const handled = (): RpcError =>
      new RpcError(error.code, error.message, {
        handled: true,
        ...(error.requestId ? { requestId: error.requestId } : {}),
      });
    switch (code) {
      case ErrorCode.TENANT_INVALID:
        if (!deps.isTenantMode()) throw error;
        deps.notify('warning', error.message);
        signOutLocally(false);
        throw handled();
      case ErrorCode.NOT_LOGGED_IN:
      case ErrorCode.SESSION_EXPIRED:
        // Sent with a session this tab has since left (signed out while the call was out): the
        // sign-out already chose where to go.
        if (sentAuth !== deps.store().get('auth')) throw handled();
        deps.notify('warning', error.message);
        signOutLocally(true);
        throw handled();
      case ErrorCode.ACCOUNT_DISABLED:
      case ErrorCode.ACCOUNT_NOT_APPROVED:
        // The membership, not the session: said once for a burst of calls (a page's loads), wherever
        // they came from (docs/tenants.md#member-states).
        if (Date.now() - membershipToldAt > MEMBERSHIP_TOAST_MS)
          deps.notify('error', error.message, MEMBERSHIP_TOAST_MS);
        membershipToldAt = Date.now();
        throw handled();
      case ErrorCode.SSO_REQUIRED:
        // A password sign-in form shows it itself; a session opened with a password in a workspace
        // that now enforces single sign-on ends, as an expired one does (docs/sso.md): the login
        // page offers single sign-on.
        if (PASSWORD_ACTS.has(act)) throw error;
        deps.notify('warning', error.message);
        signOutLocally(false);
        throw handled();
      case ErrorCode.LICENSE_EXPIRED:
        deps.notify('error', error.message);
        deps.navigate('/licence_update');
        throw handled();
      case ErrorCode.PASSWORD_EXPIRED: {
        const wait = LIMITS.passwordExpiryWarningMs;
        deps.notify('warning', error.message, wait);
        const account = typeof payload.account === 'string' ? payload.account : undefined;
        schedule(() => deps.navigate('/modifyPassword', account ? { account } : {}), wait);
        throw handled();
      }
      default:
        throw error;
    }
  };

  const call = async <A extends ActName>(
    act: A,
    payload: ActInput<A>,
    options: CallOptions = {},
  ): Promise<ActResult<A>> => {
    const sentAuth = deps.store().get('auth');
    const schema = await schemaOf(act, deps.language());
    const checked = schema.safeParse(payload);
    if (!checked.success) {
      const code = firstErrorCode(checked.error, payload);
      throw new RpcError(code, errorText(code, deps.language()), { fields: fieldErrors(checked.error, payload) });
    }
    if (!options.quiet) checkAuthUnchanged();
    // This tab signed out (or in again) while the schema loaded: the call was made for a session
    // it has left, and the sign-out already chose where to go.
    if (deps.store().get('auth') !== sentAuth)
      throw new RpcError(ErrorCode.NOT_LOGGED_IN, errorText(ErrorCode.NOT_LOGGED_IN, deps.language()), {
        handled: true,
      });
    const sent = request(act, checked.data);
    const idempotencyKey = KEYED_ACTS.has(act) ? (options.idempotencyKey ?? crypto.randomUUID()) : undefined;
    const send = async (): Promise<Envelope> => {
      let response: Response;
      try {
        response = await deps.fetch(sent.url, {
          method: sent.method,
          headers: headers(sent, idempotencyKey),
          ...(sent.method === 'POST' ? { body: JSON.stringify(sent.body) } : {}),
          credentials: 'same-origin',
          ...(options.signal ? { signal: options.signal } : {}),
        });
      } catch (cause) {
        if (options.signal?.aborted) throw cause;
        throw new RpcError(CLIENT_CODES.network, deps.clientText('network'));
      }
      let envelope: Envelope;
      try {
        envelope = (await response.json()) as Envelope;
      } catch {
        throw new RpcError(CLIENT_CODES.badResponse, deps.clientText('badResponse'));
      }
      if (!envelope || typeof envelope !== 'object' || envelope.code === undefined) {
        throw new RpcError(CLIENT_CODES.badResponse, deps.clientText('badResponse'));
      }
      return envelope;
    };
    // A keyed act whose answer was lost, or whose outcome the server could not tell, is sent again
    // with its key: the server answers what the first try made, or finishes it.
    const envelope = idempotencyKey
      ? await pRetry(
          async () => {
            const answer = await send();
            if (Number(answer.code) === ErrorCode.SERVER_ERROR) throw new RetryableAnswer(answer);
            return answer;
          },
          {
            retries: KEYED_ACT_RETRIES,
            minTimeout: 400,
            factor: 3,
            ...(options.signal ? { signal: options.signal } : {}),
            shouldRetry: ({ error }) =>
              error instanceof RetryableAnswer || (error instanceof RpcError && error.code === CLIENT_CODES.network),
          },
        ).catch((error: unknown) => {
          if (error instanceof RetryableAnswer) return error.envelope;
          throw error;
        })
      : await send();
    return handle(act, envelope, payload as Record<string, unknown>, options.quiet === true, sentAuth) as ActResult<A>;
  };

  return {
    call,
    adoptAuth(auth) {
      knownAuth = auth;
    },
    onStoredAuthChange(newValue, onGuardedRoute) {
      const mine = known();
      if (newValue === mine) return;
      knownAuth = newValue;
      if (!onGuardedRoute || mine === null) return;
      if (newValue) deps.notify('warning', deps.clientText('authChanged'));
      goToLogin(true, newValue ? 'authChanged' : undefined);
    },
    signOutLocally,
  };
}

import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { errorText } from '../i18n/errorTexts';
import { createStore, memoryStorage, type ClientStore } from '../storage';
import { CLIENT_CODES, RpcError } from './errors';
import { createRpcClient, type RpcDeps } from './rpc';

interface Sent {
  url: string;
  init: RequestInit;
  body: { act?: string; args?: Record<string, unknown> } & Record<string, unknown>;
}

function setup(
  options: {
    answer?: unknown;
    status?: number;
    path?: string;
    tenantMode?: boolean;
    initial?: Record<string, string>;
  } = {},
) {
  const backing = memoryStorage(options.initial ?? { max_auth: 'auth-1', max_corp: 'corp-1', max_name: 'Ann' });
  const store: ClientStore = createStore(backing);
  const sent: Sent[] = [];
  let answer: unknown = options.answer ?? { code: 200, msg: { ok: true } };
  const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {}, body: JSON.parse(String(init?.body ?? '{}')) });
    if (answer instanceof Error) throw answer;
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), {
      status: options.status ?? 200,
    });
  });
  const navigate = vi.fn();
  const notify = vi.fn();
  const scheduled: Array<{ fn: () => void; ms: number }> = [];
  let path = options.path ?? '/screenList';
  const deps: RpcDeps = {
    fetch: fetchFn as unknown as typeof fetch,
    store: () => store,
    baseUrl: () => '',
    language: () => 'en',
    loginType: () => 'sso',
    tenantId: () => 'tenant-9',
    isTenantMode: () => options.tenantMode ?? false,
    loginAddress: () => '/login',
    currentPath: () => path,
    navigate: (to, state) => {
      navigate(to, state);
      path = to;
    },
    notify,
    clientText: (message) => `client:${message}`,
    schedule: (fn, ms) => void scheduled.push({ fn, ms }),
  };
  const client = createRpcClient(deps);
  return {
    client,
    store,
    backing,
    sent,
    fetchFn,
    navigate,
    notify,
    scheduled,
    answer: (next: unknown) => {
      answer = next;
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<RpcError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RpcError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('RPC client: envelope and headers', () => {
  it('posts {act, args:{auth, corp_id, ...payload}} to /rpc/{family} with the headers', async () => {
    const { client, sent } = setup({ answer: { code: 200, msg: { exist: false } } });
    const result = await client.call('v1/user/exist', { email: 'Ann@Example.com ' });
    expect(result).toEqual({ exist: false });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/rpc/user');
    expect(sent[0]!.body).toEqual({
      act: 'v1/user/exist',
      args: { auth: 'auth-1', corp_id: 'corp-1', email: 'ann@example.com' },
    });
    const headers = sent[0]!.init.headers as Record<string, string>;
    expect(headers).toMatchObject({
      language: 'en',
      'user-language': 'en',
      'login-type': 'sso',
      'tenant-id': 'tenant-9',
    });
  });

  it('sends no auth when none is stored', async () => {
    const { client, sent } = setup({ initial: {}, answer: { code: 200, msg: {} } });
    await client.call('v1/user/logout', {});
    expect(sent[0]!.body.args).toEqual({});
  });

  it('posts HTTP-route acts to their path with the bare payload', async () => {
    const { client, sent } = setup({ answer: { code: 200, msg: { resend_after: 60 } } });
    const result = await client.call('POST /api/smsvcode', { mobile: '139 1234 5678', purpose: 'register' });
    expect(result.resend_after).toBe(60);
    expect(sent[0]!.url).toBe('/api/smsvcode');
    expect(sent[0]!.body).toEqual({ mobile: '13912345678', purpose: 'register' });
  });

  it('appends the auth to the body of the upload routes', async () => {
    const { client, sent } = setup({
      answer: { code: 200, msg: { batch_id: 'b', key: 'uploads/k', part_size: 8, parts: 1 } },
    });
    await client.call('POST /api/upload/batch', { filename: 'a.zip', size: 3, purpose: 'import' });
    expect(sent[0]!.url).toBe('/api/upload/batch');
    expect(sent[0]!.body).toEqual({ auth: 'auth-1', filename: 'a.zip', size: 3, purpose: 'import' });
  });

  it('sends GET-route acts with the args as the query string and the session as a Bearer header', async () => {
    const status = { edition: 'trial', users: 1, max_users: 5 };
    const { client, sent } = setup({ answer: { code: 200, msg: status } });
    const result = await client.call('GET /license/sign', { auth: 'leak', scope: 'a b' });
    expect(result).toEqual(status);
    expect(sent[0]!.url).toBe('/license/sign?corp_id=corp-1&scope=a+b');
    expect(sent[0]!.init.method).toBe('GET');
    expect(sent[0]!.init.body).toBeUndefined();
    const headers = sent[0]!.init.headers as Record<string, string>;
    expect(headers).toMatchObject({ authorization: 'Bearer auth-1', 'tenant-id': 'tenant-9', language: 'en' });
    expect(headers['content-type']).toBeUndefined();
    expect(sent[0]!.url).not.toContain('auth-1');
  });

  it('sends a GET act without a query string or authorization when signed out', async () => {
    const { client, sent } = setup({ initial: {}, answer: { code: 200, msg: {} } });
    await client.call('GET /license/sign', {});
    expect(sent[0]!.url).toBe('/license/sign');
    expect((sent[0]!.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('answers a GET act’s failure codes as the POST ones (50001020 goes to the licence page)', async () => {
    const { client, navigate } = setup({ answer: { code: ErrorCode.LICENSE_EXPIRED, msg: 'license' } });
    const error = await failure(client.call('GET /license/sign', {}));
    expect(error.handled).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/licence_update', undefined);
  });

  it('50001031 ends a password session as an expired one; a password form keeps it as its message', async () => {
    const act = setup({ answer: { code: ErrorCode.SSO_REQUIRED, msg: 'sso' } });
    const ended = await failure(act.client.call('v1/group/list', {}));
    expect(ended.handled).toBe(true);
    expect(act.store.get('auth')).toBeNull();
    expect(act.navigate).toHaveBeenCalledWith('/login', undefined);
    const form = setup({ answer: { code: ErrorCode.SSO_REQUIRED, msg: 'sso' } });
    const refused = await failure(form.client.call('v1/user/max_login', { account: 'ada', password: 'Blue#Sky2026x' }));
    expect(refused.handled).toBe(false);
    expect(form.navigate).not.toHaveBeenCalled();
  });

  it('puts the session and the tenant in the body of POST /license/update', async () => {
    const { client, sent } = setup({ answer: { code: 200, msg: { edition: 'standard' } } });
    await client.call('POST /license/update', { license: ' WBL1.a.b ' });
    expect(sent[0]!.url).toBe('/license/update');
    expect(sent[0]!.body).toEqual({ auth: 'auth-1', corp_id: 'corp-1', license: 'WBL1.a.b' });
  });

  it('validates the payload with the shared schema before sending', async () => {
    const { client, fetchFn } = setup();
    const error = await failure(client.call('v1/user/max_login', { account: '', password: '' }));
    expect(fetchFn).not.toHaveBeenCalled();
    expect(error.code).toBe(ErrorCode.ACCOUNT_REQUIRED);
    expect(error.message).toBe(errorText(ErrorCode.ACCOUNT_REQUIRED, 'en'));
    expect(error.fields.map((field) => field.path)).toEqual(['account', 'password']);
  });
});

describe('RPC client: response codes', () => {
  it('200 returns msg', async () => {
    const { client } = setup({ answer: { code: 200, msg: { avatar: 'u' } } });
    await expect(client.call('v1/user/change_avatar', { image: 'data:image/png;base64,AAAA' })).resolves.toEqual({
      avatar: 'u',
    });
  });

  it('0 returns the data as is', async () => {
    const { client } = setup({ answer: { code: 0, msg: [1, 2] } });
    await expect(client.call('v1/user/logout', {})).resolves.toEqual([1, 2]);
  });

  it('50000002 signs out only in tenant mode', async () => {
    const plain = setup({ answer: { code: ErrorCode.TENANT_INVALID, msg: 'x' } });
    const kept = await failure(plain.client.call('v1/user/logout', {}));
    expect(kept.handled).toBe(false);
    expect(plain.store.get('auth')).toBe('auth-1');
    expect(plain.navigate).not.toHaveBeenCalled();

    const tenant = setup({ answer: { code: ErrorCode.TENANT_INVALID, msg: 'x' }, tenantMode: true });
    const signedOut = await failure(tenant.client.call('v1/user/logout', {}));
    expect(signedOut.handled).toBe(true);
    expect(tenant.store.get('auth')).toBeNull();
    expect(tenant.navigate).toHaveBeenCalledWith('/login', undefined);
  });

  it.each([ErrorCode.NOT_LOGGED_IN, ErrorCode.SESSION_EXPIRED])(
    '%i clears the token and redirects to login with redirect',
    async (code) => {
      const { client, store, navigate } = setup({ answer: { code, msg: 'expired' }, path: '/dataBase?tab=2' });
      const error = await failure(client.call('v1/user/logout', {}));
      expect(error.code).toBe(code);
      expect(error.handled).toBe(true);
      expect(store.get('auth')).toBeNull();
      expect(store.get('name')).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/login?redirect=%2FdataBase%3Ftab%3D2', undefined);
    },
  );

  it.each([ErrorCode.NOT_LOGGED_IN, ErrorCode.SESSION_EXPIRED])(
    '%i for a call sent before this tab signed out neither warns nor adds a redirect',
    async (code) => {
      const { client, store, navigate, notify, fetchFn } = setup({ path: '/screenList' });
      fetchFn.mockImplementationOnce(async () => {
        // The sign-out lands while the call is out: the session is cleared, the tab is on login.
        store.remove('auth');
        client.adoptAuth(null);
        return new Response(JSON.stringify({ code, msg: 'expired' }));
      });
      const error = await failure(client.call('v1/user/logout', {}));
      expect(error.code).toBe(code);
      expect(error.handled).toBe(true);
      expect(navigate).not.toHaveBeenCalled();
      expect(notify).not.toHaveBeenCalled();
    },
  );

  it('drops a call whose session this tab left while its schema loaded: nothing sent, no redirect', async () => {
    const { client, store, navigate, notify, fetchFn } = setup({ path: '/screenList' });
    const pending = client.call('v1/screen/list', {});
    // The sign-out lands while the call's family of schemas is still loading.
    store.remove('auth');
    client.adoptAuth(null);
    const error = await failure(pending);
    expect(error.code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect(error.handled).toBe(true);
    expect(fetchFn).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([ErrorCode.NOT_LOGGED_IN, ErrorCode.SESSION_EXPIRED, ErrorCode.LICENSE_EXPIRED])(
    'a quiet call (a realtime ticket) answers %i as an error only: no sign-out, no navigation',
    async (code) => {
      const { client, store, navigate, notify } = setup({ answer: { code, msg: 'expired' } });
      const error = await failure(client.call('v1/user/ws_ticket', { role: 'pad', group: 'g1' }, { quiet: true }));
      expect(error.code).toBe(code);
      expect(error.handled).toBe(false);
      expect(store.get('auth')).toBe('auth-1');
      expect(navigate).not.toHaveBeenCalled();
      expect(notify).not.toHaveBeenCalled();
    },
  );

  it.each([ErrorCode.ACCOUNT_DISABLED, ErrorCode.ACCOUNT_NOT_APPROVED])(
    '%i (a membership refused) is told once for a burst of calls, and the session stays',
    async (code) => {
      const { client, store, notify } = setup({ answer: { code, msg: 'This account is disabled' } });
      const errors = await Promise.all([1, 2, 3].map(() => failure(client.call('v1/user/logout', {}))));
      expect(errors.every((error) => error.handled)).toBe(true);
      expect(notify).toHaveBeenCalledTimes(1);
      expect(store.get('auth')).toBe('auth-1');
    },
  );

  it('50001020 goes to the license update page', async () => {
    const { client, navigate } = setup({ answer: { code: ErrorCode.LICENSE_EXPIRED, msg: 'license' } });
    const error = await failure(client.call('v1/user/logout', {}));
    expect(error.handled).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/licence_update', undefined);
  });

  it('50001028 warns for 3 s, then goes to /modifyPassword with the account', async () => {
    const { client, navigate, notify, scheduled } = setup({
      initial: {},
      answer: { code: ErrorCode.PASSWORD_EXPIRED, msg: 'old' },
      path: '/login',
    });
    const error = await failure(client.call('v1/user/max_login', { account: 'stale', password: 'Stale#Passw0rd' }));
    expect(error.handled).toBe(true);
    expect(notify).toHaveBeenCalledWith('warning', errorText(ErrorCode.PASSWORD_EXPIRED, 'en'), 3000);
    expect(navigate).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.ms).toBe(3000);
    scheduled[0]!.fn();
    expect(navigate).toHaveBeenCalledWith('/modifyPassword', { account: 'stale' });
  });

  it('any other code throws an RpcError with the catalogue text in the client language', async () => {
    const { client, navigate } = setup({ initial: {}, answer: { code: ErrorCode.ACCOUNT_LOCKED, msg: '账号已锁定' } });
    const error = await failure(client.call('v1/user/max_login', { account: 'a', password: 'b' }));
    expect(error).toBeInstanceOf(RpcError);
    expect(error.code).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect(error.message).toBe(errorText(ErrorCode.ACCOUNT_LOCKED, 'en'));
    expect(error.handled).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('carries the data a failure answers beside its code (a conflict’s current state)', async () => {
    const current = { config: { title: 'theirs' }, revision: 4 };
    const { client } = setup({ answer: { code: ErrorCode.REVISION_CONFLICT, msg: 'x', data: current } });
    const error = await failure(client.call('v1/user/logout', {}));
    expect(error.code).toBe(ErrorCode.REVISION_CONFLICT);
    expect(error.data).toEqual(current);
  });

  it('keeps the server text for codes outside the catalogue', async () => {
    const { client } = setup({ answer: { code: 12345, msg: 'custom text', request_id: 'r-1' } });
    const error = await failure(client.call('v1/user/logout', {}));
    expect(error.message).toBe('custom text');
    expect(error.requestId).toBe('r-1');
  });

  it('turns network failures and non-JSON answers into client codes', async () => {
    const down = setup({ answer: new TypeError('Failed to fetch') });
    expect((await failure(down.client.call('v1/user/logout', {}))).code).toBe(CLIENT_CODES.network);
    const html = setup({ answer: '<html>' });
    expect((await failure(html.client.call('v1/user/logout', {}))).code).toBe(CLIENT_CODES.badResponse);
  });
});

describe('RPC client: auth changed elsewhere', () => {
  it('forces login when the stored auth differs from the one this tab knows', async () => {
    const { client, backing, fetchFn, navigate } = setup({ path: '/screenList' });
    await client.call('v1/user/logout', {});
    backing.setItem('max_auth', 'someone-else');
    const error = await failure(client.call('v1/user/logout', {}));
    expect(error.handled).toBe(true);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2FscreenList', { notice: 'authChanged' });
  });

  it('adopts an auth stored by this tab', async () => {
    const { client, store, fetchFn } = setup({ initial: {} });
    store.set('auth', 'new-auth');
    client.adoptAuth('new-auth');
    await client.call('v1/user/logout', {});
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('a storage event with another auth sends a guarded page to login', () => {
    const { client, navigate, notify } = setup({ path: '/dataFile' });
    client.onStoredAuthChange('auth-1', true);
    expect(navigate).not.toHaveBeenCalled();
    client.onStoredAuthChange('auth-2', true);
    expect(notify).toHaveBeenCalledWith('warning', 'client:authChanged');
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2FdataFile', { notice: 'authChanged' });
  });

  it('a storage event on a public page or for a signed-out tab does not navigate', () => {
    const publicPage = setup({ path: '/register' });
    publicPage.client.onStoredAuthChange('auth-2', false);
    expect(publicPage.navigate).not.toHaveBeenCalled();
    const signedOut = setup({ initial: {}, path: '/screenList' });
    signedOut.client.onStoredAuthChange('auth-2', true);
    expect(signedOut.navigate).not.toHaveBeenCalled();
  });
});

describe('creating acts and their idempotency key', () => {
  const addScreen = { group_id: 'g1', name: 'Wall', template: 'blank' };

  it('sends a key, and after a server error sends the same call with the same key', async () => {
    const { client, sent, fetchFn } = setup();
    let calls = 0;
    fetchFn.mockImplementation(async (url: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(url), init: init ?? {}, body: JSON.parse(String(init?.body ?? '{}')) });
      calls++;
      if (calls === 1) throw new TypeError('Failed to fetch');
      const answer = calls === 2 ? { code: ErrorCode.SERVER_ERROR, msg: 'boom' } : { code: 200, msg: { _id: 's1' } };
      return new Response(JSON.stringify(answer));
    });
    await expect(client.call('v1/screen/add', addScreen)).resolves.toEqual({ _id: 's1' });
    const keys = sent.map((s) => (s.init.headers as Record<string, string>)['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('answers the server error when every try failed, and keeps a key the caller gave', async () => {
    const { client, sent } = setup({ answer: { code: ErrorCode.SERVER_ERROR, msg: 'boom' } });
    const error = await failure(client.call('v1/screen/add', addScreen, { idempotencyKey: 'kept-key-0123456789' }));
    expect(error.code).toBe(ErrorCode.SERVER_ERROR);
    expect(sent).toHaveLength(3);
    expect(
      sent.every((s) => (s.init.headers as Record<string, string>)['idempotency-key'] === 'kept-key-0123456789'),
    ).toBe(true);
  });

  it('sends other acts once, without a key', async () => {
    const { client, sent } = setup({ answer: { code: ErrorCode.SERVER_ERROR, msg: 'boom' } });
    await failure(client.call('v1/screen/change_name', { _id: 's1', name: 'x' }));
    expect(sent).toHaveLength(1);
    expect((sent[0]?.init.headers as Record<string, string>)['idempotency-key']).toBeUndefined();
  });
});

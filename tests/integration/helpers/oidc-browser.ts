import { expect } from 'vitest';
import type { SsoStart } from '../../../shared/acts/sso.js';
import type { LoginResult } from '../../../shared/acts/user.js';
import { baseUrl, rpc, type Answer } from './client.js';

/**
 * Plays the browser at the demo identity provider (scripts/local/demo-idp.ts): follows its
 * redirects with its cookies, fills its development sign-in form with `login`, and answers the
 * address it sends the browser back to (the app's `/sso` or `/ssosaas` with `code` and `state`).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const provider = new URL(authorizationUrl).origin;
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let form: string | undefined;
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      const equals = pair.indexOf('=');
      jar.set(pair.slice(0, equals), pair.slice(equals + 1));
    }
    form = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin !== provider) return next;
      url = next.href;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`the provider answered ${response.status} without a form at ${url}`);
    url = new URL(action, url).href;
    form = new URLSearchParams({ prompt: 'login', login, password: 'any password' }).toString();
  }
  throw new Error('the provider never sent the browser back');
}

/** `GET /chameleon/oauth2/login`: where the app sends the browser to sign in (by workspace code, e-mail or variant). */
export async function ssoStart(query: Record<string, string>): Promise<Answer<SsoStart>> {
  const response = await fetch(`${baseUrl()}/chameleon/oauth2/login?${new URLSearchParams(query)}`);
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, code: Number(body.code), msg: body.msg as SsoStart, body };
}

/** The whole round trip: start, the provider's sign-in page, and back to the app's act. */
export async function ssoSignIn(
  query: Record<string, string>,
  login: string,
  act = 'v1/user/sso_login',
): Promise<Answer<LoginResult>> {
  const started = await ssoStart(query);
  expect(started.code).toBe(200);
  const back = await signInAtProvider(started.msg.url, login);
  return rpc<LoginResult>('user', act, Object.fromEntries(back.searchParams));
}

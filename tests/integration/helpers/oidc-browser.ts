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

import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './ports.js';

/**
 * The local stack's demo identity provider (docs/sso.md): a real OpenID Connect provider
 * (oidc-provider) with its development sign-in page, where any login (use an e-mail address)
 * and any password are accepted. The login becomes the subject and the e-mail. Consent is
 * skipped for its one client, Wallboard. Tests and `npm start` sign in through it.
 */
export interface DemoIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

export const DEMO_IDP_CLIENT_ID = 'wallboard-local';

function nameOf(login: string): string {
  const local = login.split('@')[0] ?? login;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

export async function startDemoIdp(options: { port?: number; appOrigins: string[] }): Promise<DemoIdp> {
  const port = options.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: DEMO_IDP_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: options.appOrigins.flatMap((origin) => [`${origin}/sso`, `${origin}/ssosaas`]),
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // The ID token carries the e-mail and name, so the client needs no userinfo call.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id.toLowerCase(), email_verified: true, name: nameOf(id) }),
    }),
    loadExistingGrant: async (ctx) => {
      const { client, session, result, provider: op } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return op.Grant.find(grantId);
      const grant = new op.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    issuer,
    clientId: DEMO_IDP_CLIENT_ID,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

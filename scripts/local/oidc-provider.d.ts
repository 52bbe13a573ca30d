declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  /** The parts of oidc-provider the local demo identity provider uses (scripts/local/demo-idp.ts). */
  interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface InteractionContext {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      provider: {
        Grant: {
          new (init: { clientId: string; accountId: string }): GrantInstance;
          find(id: string): Promise<GrantInstance | undefined>;
        };
      };
    };
  }
  interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }
  export interface Configuration {
    clients: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    cookies?: { keys: string[] };
    findAccount(ctx: unknown, id: string): Promise<Account | undefined>;
    loadExistingGrant?(ctx: InteractionContext): Promise<GrantInstance | undefined>;
    conformIdTokenClaims?: boolean;
    features?: Record<string, { enabled: boolean }>;
    pkce?: { required(): boolean };
    ttl?: Record<string, number>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
}

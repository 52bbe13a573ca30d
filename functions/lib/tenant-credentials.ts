import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { TENANT_DATA_ROLE } from '../../infra/resources.js';
import { baseS3, newDocumentClient, newS3Client, type ClientCredentials } from './clients.js';
import { guardTenantKeys, guarding } from './tenant-key-guard.js';
import { env } from './env.js';
import { runScoped, type ScopedClients } from './tenant-scope.js';

/**
 * Isolation by IAM (docs/tenants.md#isolation-by-iam). Deployed, an act of a tenant runs with
 * clients whose credentials come from assuming the tenant data role with the session tag
 * `tenant=<tenant id>`: the role's policy lets them reach only keys under `T#<tenant>` (and the
 * global items, and the tenant's S3 prefixes), so a bug in one act cannot read another tenant's
 * data. Locally (no TENANT_DATA_ROLE_ARN) nothing changes.
 */

/** Credentials are taken afresh this long before they expire. */
export const REFRESH_BEFORE_MS = 60_000;
/** Tenants whose credentials a container keeps (the least recently used goes first). */
export const CACHED_TENANTS = 100;

export interface CredentialCacheOptions {
  assume: (tenantId: string) => Promise<ClientCredentials>;
  now?: () => number;
  capacity?: number;
}

/**
 * A tenant's credentials, reused until REFRESH_BEFORE_MS before they expire, for at most
 * `capacity` tenants. A failed assumption is not kept.
 */
export class CredentialCache {
  private readonly entries = new Map<string, Promise<ClientCredentials>>();
  private readonly assume: (tenantId: string) => Promise<ClientCredentials>;
  private readonly now: () => number;
  private readonly capacity: number;

  constructor(options: CredentialCacheOptions) {
    this.assume = options.assume;
    this.now = options.now ?? Date.now;
    this.capacity = options.capacity ?? CACHED_TENANTS;
  }

  get size(): number {
    return this.entries.size;
  }

  async get(tenantId: string): Promise<ClientCredentials> {
    const cached = this.entries.get(tenantId);
    if (cached) {
      const credentials = await cached.catch(() => undefined);
      if (credentials && credentials.expiration.getTime() - REFRESH_BEFORE_MS > this.now()) {
        // Most recently used last.
        this.entries.delete(tenantId);
        this.entries.set(tenantId, cached);
        return credentials;
      }
      if (this.entries.get(tenantId) === cached) this.entries.delete(tenantId);
    }
    const pending = this.assume(tenantId);
    this.entries.set(tenantId, pending);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldest);
    }
    try {
      return await pending;
    } catch (error) {
      if (this.entries.get(tenantId) === pending) this.entries.delete(tenantId);
      throw error;
    }
  }
}

let sts: STSClient | undefined;

/** STS AssumeRole of the tenant data role, tagged with the tenant (the role's trust policy requires the tag). */
export async function assumeTenantRole(tenantId: string): Promise<ClientCredentials> {
  if (!TENANT_DATA_ROLE.tenantPattern.test(tenantId)) throw new Error('tenant id is not fit for a session tag');
  sts ??= new STSClient({});
  const out = await sts.send(
    new AssumeRoleCommand({
      RoleArn: env.tenantDataRoleArn(),
      // STS allows 64 characters: the tag, not the name, is what the policy reads.
      RoleSessionName: `tenant-${tenantId}`.slice(0, 64),
      Tags: [{ Key: TENANT_DATA_ROLE.sessionTag, Value: tenantId }],
      DurationSeconds: TENANT_DATA_ROLE.sessionSeconds,
    }),
  );
  const c = out.Credentials;
  if (!c?.AccessKeyId || !c.SecretAccessKey || !c.SessionToken || !c.Expiration) {
    throw new Error('STS answered AssumeRole without credentials');
  }
  return {
    accessKeyId: c.AccessKeyId,
    secretAccessKey: c.SecretAccessKey,
    sessionToken: c.SessionToken,
    expiration: c.Expiration,
  };
}

const cache = new CredentialCache({ assume: assumeTenantRole });
/** The clients made for each set of credentials, so a container reuses their connections. */
const clientsOf = new WeakMap<ClientCredentials, ScopedClients>();

/** The clients of `tenantId`'s act: its cached credentials' (assumed when missing or about to expire). */
export async function tenantClients(tenantId: string): Promise<ScopedClients> {
  const credentials = await cache.get(tenantId);
  let clients = clientsOf.get(credentials);
  if (!clients) {
    clients = { tenantId, dynamo: newDocumentClient(credentials), s3: newS3Client(credentials) };
    clientsOf.set(credentials, clients);
  }
  return clients;
}

/**
 * Runs an act of `tenantId` with its scoped clients when the deployment names a tenant data
 * role; with the function's own clients when it names none (locally) or no tenant is given
 * (public acts, and the acts marked `unscoped`).
 */
export async function inTenantScope<T>(tenantId: string | undefined, work: () => Promise<T>): Promise<T> {
  if (tenantId === undefined) return work();
  if (env.tenantDataRoleArn()) return runScoped(await tenantClients(tenantId), work);
  if (guarding()) return runScoped(guardedClients(tenantId), work);
  return work();
}

/** Locally, inside a function's invocation: the function's credentials, refused what tenant X's role is refused. */
const guarded = new Map<string, ScopedClients>();
function guardedClients(tenantId: string): ScopedClients {
  let clients = guarded.get(tenantId);
  if (!clients) {
    clients = { tenantId, dynamo: guardTenantKeys(newDocumentClient(), tenantId), s3: baseS3() };
    guarded.set(tenantId, clients);
  }
  return clients;
}

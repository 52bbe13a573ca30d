import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../clients.js';
import { sealedSecretsSchema } from '../crypto/secret-box.js';
import { env } from '../env.js';
import { deleteIf, putIf, takeIf } from './conditions.js';
import { readItemIf } from './items.js';
import { epochSeconds, keys } from './keys.js';
import { inTenantScope } from '../tenant-credentials.js';
import { transact, type TransactItems } from './transactions.js';

/**
 * Single sign-on data (docs/sso.md): a tenant's identity provider, the global lock that finds a
 * tenant by its workspace code and the proofs that route an e-mail domain to one tenant each,
 * sign-ins in flight (by the hash of their `state`, taken once), and the link from a provider's
 * subject to a user.
 */
const settingsItem = z
  .object({
    tenantId: z.string(),
    enabled: z.boolean(),
    issuer: z.string(),
    clientId: z.string(),
    /** The client secret, sealed for this tenant (crypto/secret-box.ts); absent for a public client. */
    secret: sealedSecretsSchema.optional(),
    code: z.string(),
    domains: z.array(z.string()),
    /**
     * Each listed domain's verification token (docs/sso.md#domain-ownership); settings saved
     * before domains were proven have none until they are read (core/sso-domains.ts).
     */
    domainTokens: z.record(z.string(), z.string()).optional(),
    enforce: z.boolean(),
    defaultRole: z.string(),
    updatedAt: z.number(),
  })
  .describe('sso settings');
export type SsoSettings = z.infer<typeof settingsItem>;

const stateItem = z
  .object({
    tenantId: z.string(),
    variant: z.enum(['sso', 'saas']),
    codeVerifier: z.string(),
    nonce: z.string(),
    /** Epoch seconds (TTL); the take checks it too. */
    expiresAt: z.number(),
    /**
     * Present on a link in flight (docs/sso.md#linking-an-account-that-belongs-to-several-workspaces):
     * the user who started it, and a hash of the session it must come back to. Such a flight
     * links a subject to that user and never opens a session.
     */
    link: z.object({ userId: z.string(), session: z.string() }).optional(),
  })
  .describe('sso state');
export type SsoState = z.infer<typeof stateItem>;

const lockItem = z.object({ tenantId: z.string() }).describe('sso lock');
/**
 * `SSODOMAIN#<domain>`: the tenant that proved the domain, with the token its TXT record carried.
 * Items without a token are claims that saves wrote before domains had to be proven: they route
 * nothing and any tenant that proves the domain replaces them.
 */
const domainProofItem = z
  .object({ tenantId: z.string(), token: z.string().optional(), verifiedAt: z.number().optional() })
  .describe('sso domain proof');
export type SsoDomainProof = z.infer<typeof domainProofItem>;
const identityItem = z.object({ userId: z.string() }).describe('sso identity');

const table = () => env.mainTable();

export async function getSsoSettings(tenantId: string): Promise<SsoSettings | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.ssoSettings(tenantId) }));
  return readItemIf(settingsItem, out.Item);
}

/**
 * Whether `proof` routes `domain` to the tenant of `settings`: that tenant proved it, and still
 * lists the domain with the very token it proved. A removed domain, or one whose token changed,
 * routes nothing, whatever proof item is left.
 */
export function proves(settings: SsoSettings, domain: string, proof: SsoDomainProof | undefined): boolean {
  return (
    proof !== undefined &&
    proof.token !== undefined &&
    proof.tenantId === settings.tenantId &&
    settings.domains.includes(domain) &&
    settings.domainTokens?.[domain] === proof.token
  );
}

/**
 * The tenant a workspace code belongs to, or the tenant that proved an e-mail domain. A domain
 * that is only listed (not proven, or proven by a token its tenant no longer holds) finds nobody.
 */
export async function findSsoTenant(by: { code: string } | { domain: string }): Promise<string | undefined> {
  if ('code' in by) {
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.ssoCode(by.code) }));
    return readItemIf(lockItem, out.Item)?.tenantId;
  }
  const proof = await getSsoDomainProof(by.domain);
  if (!proof?.token) return undefined;
  // The proving tenant's settings, read with that tenant's scoped clients (the proof names it).
  const settings = await inTenantScope(proof.tenantId, () => getSsoSettings(proof.tenantId));
  return settings && proves(settings, by.domain, proof) ? proof.tenantId : undefined;
}

export async function getSsoDomainProof(domain: string): Promise<SsoDomainProof | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.ssoDomain(domain), ConsistentRead: true }),
  );
  return readItemIf(domainProofItem, out.Item);
}

/**
 * Records that `proof.tenantId` proved `domain`, only if the proof item is still what the caller
 * read: absent (`expected` undefined) or exactly `expected` (the same tenant and token, or a claim
 * without a token). So of two tenants proving one domain at once, one wins; false for the other.
 */
export async function putSsoDomainProof(
  domain: string,
  proof: Required<SsoDomainProof>,
  expected: SsoDomainProof | undefined,
): Promise<boolean> {
  return putIf({
    TableName: table(),
    Item: { ...keys.ssoDomain(domain), ...proof },
    ...(expected
      ? {
          ConditionExpression: `tenantId = :t AND ${expected.token === undefined ? 'attribute_not_exists(#k)' : '#k = :k'}`,
          ExpressionAttributeNames: { '#k': 'token' },
          ExpressionAttributeValues: {
            ':t': expected.tenantId,
            ...(expected.token === undefined ? {} : { ':k': expected.token }),
          },
        }
      : { ConditionExpression: 'attribute_not_exists(pk)' }),
  });
}

/**
 * Gives the tenant's tokens to domains that have none (settings saved before domains were proven),
 * keeping any token already there; answers the settings as they are then.
 */
export async function addSsoDomainTokens(
  settings: SsoSettings,
  tokens: Record<string, string>,
): Promise<SsoSettings | undefined> {
  const entries = Object.entries(tokens);
  const names = Object.fromEntries(entries.map(([domain], i) => [`#d${i}`, domain]));
  const update = settings.domainTokens
    ? {
        UpdateExpression: `SET ${entries.map((_, i) => `#m.#d${i} = if_not_exists(#m.#d${i}, :v${i})`).join(', ')}`,
        ExpressionAttributeNames: { '#m': 'domainTokens', ...names },
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, token], i) => [`:v${i}`, token])),
      }
    : {
        UpdateExpression: 'SET #m = if_not_exists(#m, :m)',
        ExpressionAttributeNames: { '#m': 'domainTokens' },
        ExpressionAttributeValues: { ':m': tokens },
      };
  const out = await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.ssoSettings(settings.tenantId),
      ConditionExpression: 'attribute_exists(pk)',
      ReturnValues: 'ALL_NEW',
      ...update,
    }),
  );
  return readItemIf(settingsItem, out.Attributes);
}

/**
 * Saves a tenant's settings with its code's lock in one transaction: a code another tenant holds
 * refuses the whole save (`taken`); the code the tenant no longer names is released; the tenant
 * item's `ssoEnforced` follows, so sign-in reads it with the tenant. Domains take no lock here:
 * a listed domain routes only once proven (`putSsoDomainProof`), so nobody can hold one by naming
 * it. The proofs of domains the tenant no longer lists are removed after the save; one left behind
 * (a failure between the two) routes nothing (`proves`) and the next tenant to prove it replaces it.
 */
export async function saveSsoSettings(settings: SsoSettings, previous?: SsoSettings): Promise<'saved' | 'taken'> {
  const mine = { ':t': settings.tenantId };
  const lock = (Key: ReturnType<typeof keys.ssoCode>): TransactItems[number] => ({
    Put: {
      TableName: table(),
      Item: { ...Key, tenantId: settings.tenantId },
      ConditionExpression: 'attribute_not_exists(pk) OR tenantId = :t',
      ExpressionAttributeValues: mine,
    },
  });
  const release = (Key: ReturnType<typeof keys.ssoCode>): TransactItems[number] => ({
    Delete: { TableName: table(), Key, ConditionExpression: 'tenantId = :t', ExpressionAttributeValues: mine },
  });
  const locks = [keys.ssoCode(settings.code)];
  const stale = previous && previous.code !== settings.code ? [keys.ssoCode(previous.code)] : [];
  const items: TransactItems = [
    ...locks.map(lock),
    ...stale.map(release),
    { Put: { TableName: table(), Item: { ...keys.ssoSettings(settings.tenantId), ...settings } } },
    {
      Update: {
        TableName: table(),
        Key: keys.tenant(settings.tenantId),
        UpdateExpression: 'SET ssoEnforced = :e',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':e': settings.enabled && settings.enforce },
      },
    },
  ];
  const failed = await transact(items);
  if (failed.some((index) => index < locks.length)) return 'taken';
  if (failed.length > 0) throw new Error(`sso settings not saved (items ${failed.join(',')})`);
  const dropped = (previous?.domains ?? []).filter((domain) => !settings.domains.includes(domain));
  await Promise.all(dropped.map((domain) => releaseSsoDomain(settings.tenantId, domain)));
  return 'saved';
}

/** Removes the tenant's proof (or old claim) of a domain; another tenant's is left alone. */
async function releaseSsoDomain(tenantId: string, domain: string): Promise<void> {
  await deleteIf({
    TableName: table(),
    Key: keys.ssoDomain(domain),
    ConditionExpression: 'tenantId = :t',
    ExpressionAttributeValues: { ':t': tenantId },
  });
}

export async function saveSsoState(stateHash: string, state: SsoState): Promise<void> {
  const stored = await putIf({
    TableName: table(),
    Item: { ...keys.ssoState(stateHash), ...state },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
  if (!stored) throw new Error('a fresh sign-in state collided with a stored one');
}

/** Takes a sign-in in flight exactly once: a replayed or late `state` finds nothing. */
export async function takeSsoState(stateHash: string, now: number): Promise<SsoState | undefined> {
  const taken = await takeIf({
    TableName: table(),
    Key: keys.ssoState(stateHash),
    ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
    ExpressionAttributeValues: { ':now': epochSeconds(now) },
  });
  return readItemIf(stateItem, taken);
}

export async function findSsoIdentity(tenantId: string, subjectHash: string): Promise<string | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.ssoIdentity(tenantId, subjectHash), ConsistentRead: true }),
  );
  return readItemIf(identityItem, out.Item)?.userId;
}

/** A subject's link item: found by the subject, and on gsi1 by the user and the tenant. */
function identityRecord(tenantId: string, subjectHash: string, userId: string) {
  return {
    ...keys.ssoIdentity(tenantId, subjectHash),
    userId,
    gsi1pk: keys.userSsoIdentities(userId),
    gsi1sk: tenantId,
  };
}

/** The transaction item that links a subject to a user, once. */
export function ssoIdentityItem(tenantId: string, subjectHash: string, userId: string): TransactItems[number] {
  return {
    Put: {
      TableName: table(),
      Item: identityRecord(tenantId, subjectHash, userId),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Links a subject to a user unless it is another user's: `taken` then. Linking it again to the
 * same user succeeds (and gives a link written before the user index its gsi1 keys).
 */
export async function linkSsoIdentity(
  tenantId: string,
  subjectHash: string,
  userId: string,
): Promise<'linked' | 'taken'> {
  const written = await putIf({
    TableName: table(),
    Item: identityRecord(tenantId, subjectHash, userId),
    ConditionExpression: 'attribute_not_exists(pk) OR userId = :u',
    ExpressionAttributeValues: { ':u': userId },
  });
  return written ? 'linked' : 'taken';
}

/** Whether some subject of the tenant's provider is linked to the user (gsi1: eventually consistent). */
export async function hasSsoIdentity(tenantId: string, userId: string): Promise<boolean> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p AND gsi1sk = :t',
      ExpressionAttributeValues: { ':p': keys.userSsoIdentities(userId), ':t': tenantId },
      Limit: 1,
    }),
  );
  return (out.Items?.length ?? 0) > 0;
}

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../clients.js';
import { sealedSecretsSchema } from '../crypto/secret-box.js';
import { env } from '../env.js';
import { takeIf } from './conditions.js';
import { readItemIf } from './items.js';
import { epochSeconds, keys } from './keys.js';
import { transact, type TransactItems } from './transactions.js';

/**
 * Single sign-on data (docs/sso.md): a tenant's identity provider, the global locks that find a
 * tenant by its workspace code or e-mail domain (one tenant each), sign-ins in flight (by the hash
 * of their `state`, taken once), and the link from a provider's subject to a user.
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
  })
  .describe('sso state');
export type SsoState = z.infer<typeof stateItem>;

const lockItem = z.object({ tenantId: z.string() }).describe('sso lock');
const identityItem = z.object({ userId: z.string() }).describe('sso identity');

const table = () => env.mainTable();

export async function getSsoSettings(tenantId: string): Promise<SsoSettings | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.ssoSettings(tenantId) }));
  return readItemIf(settingsItem, out.Item);
}

/** The tenant a workspace code or an e-mail domain belongs to. */
export async function findSsoTenant(by: { code: string } | { domain: string }): Promise<string | undefined> {
  const Key = 'code' in by ? keys.ssoCode(by.code) : keys.ssoDomain(by.domain);
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key }));
  return readItemIf(lockItem, out.Item)?.tenantId;
}

/**
 * Saves a tenant's settings with its locks in one transaction: a code or domain another tenant
 * holds refuses the whole save (`taken`); locks the tenant no longer names are released; the
 * tenant item's `ssoEnforced` follows, so sign-in reads it with the tenant.
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
  const locks = [keys.ssoCode(settings.code), ...settings.domains.map((d) => keys.ssoDomain(d))];
  const held = new Set(locks.map((key) => key.pk));
  const stale = previous
    ? [keys.ssoCode(previous.code), ...previous.domains.map((d) => keys.ssoDomain(d))].filter((k) => !held.has(k.pk))
    : [];
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
  return 'saved';
}

export async function saveSsoState(stateHash: string, state: SsoState): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { ...keys.ssoState(stateHash), ...state },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
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

/** The transaction item that links a subject to a user, once. */
export function ssoIdentityItem(tenantId: string, subjectHash: string, userId: string): TransactItems[number] {
  return {
    Put: {
      TableName: table(),
      Item: { ...keys.ssoIdentity(tenantId, subjectHash), userId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

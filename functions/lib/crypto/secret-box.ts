import { DecryptCommand, GenerateDataKeyCommand } from '@aws-sdk/client-kms';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import * as z from 'zod';
import { kms } from '../clients.js';
import { env } from '../env.js';

/**
 * Envelope encryption of a database connection's secrets (`password`, `keyPem`): AES-256-GCM
 * under a data key of its own. Other secrets of a tenant are sealed the same way under an owner
 * id of their own in place of the connection's: the SSO client secret (`sso`), a proxy data API's
 * header values (`api:<id>`, functions/core/data-apis/headers.ts). Deployed, the data key comes from
 * AWS KMS (GenerateDataKey, the key named by CONNECTION_SECRETS_KEY_ID) and is stored wrapped by
 * KMS; locally, a 32-byte key file (CONNECTION_SECRETS_KEY_FILE, created 0600 on first use) wraps
 * it with AES-256-GCM.
 * Both the wrap and the secrets are bound to the tenant and the connection (KMS
 * EncryptionContext, GCM additional data), so a sealed value copied to another tenant's or
 * connection's item does not open.
 */
export interface ConnectionSecrets {
  password: string;
  keyPem: string;
}

/** Who the secrets belong to; part of every seal. */
export interface SecretOwner {
  tenantId: string;
  connectionId: string;
}

export const sealedSecretsSchema = z.object({
  v: z.literal(1),
  /** Which key wrapped the data key: AWS KMS or the local key file. */
  keyring: z.enum(['kms', 'local']),
  /** The wrapped data key (base64). */
  key: z.string(),
  iv: z.string(),
  tag: z.string(),
  data: z.string(),
});
export type SealedSecrets = z.infer<typeof sealedSecretsSchema>;

const KEY_BYTES = 32;
const IV_BYTES = 12;

function binding(owner: SecretOwner): Buffer {
  return Buffer.from(JSON.stringify({ tenant: owner.tenantId, connection: owner.connectionId }), 'utf8');
}

function kmsContext(owner: SecretOwner): Record<string, string> {
  return { tenant: owner.tenantId, connection: owner.connectionId };
}

interface Gcm {
  iv: Buffer;
  tag: Buffer;
  data: Buffer;
}

function gcmSeal(key: Buffer, plain: Buffer, aad: Buffer): Gcm {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), data };
}

function gcmOpen(key: Buffer, sealed: Gcm, aad: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv);
  decipher.setAAD(aad);
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.data), decipher.final()]);
}

/** The local key file's 32 bytes, made (0600, exclusively) on first use. */
function localMasterKey(): Buffer {
  const path = env.secretsKeyFile();
  if (!path) throw new Error('Neither CONNECTION_SECRETS_KEY_ID nor CONNECTION_SECRETS_KEY_FILE is set');
  try {
    const fd = openSync(path, 'wx', 0o600);
    try {
      writeSync(fd, randomBytes(KEY_BYTES));
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  const key = readFileSync(path);
  if (key.length !== KEY_BYTES) throw new Error(`${path} does not hold a ${KEY_BYTES}-byte key`);
  return key;
}

/** Local wrap of a data key: iv | tag | wrapped, bound to the owner. */
function wrapLocal(dataKey: Buffer, owner: SecretOwner): string {
  const sealed = gcmSeal(localMasterKey(), dataKey, binding(owner));
  return Buffer.concat([sealed.iv, sealed.tag, sealed.data]).toString('base64');
}

function unwrapLocal(wrapped: string, owner: SecretOwner): Buffer {
  const bytes = Buffer.from(wrapped, 'base64');
  const sealed = {
    iv: bytes.subarray(0, IV_BYTES),
    tag: bytes.subarray(IV_BYTES, IV_BYTES + 16),
    data: bytes.subarray(28),
  };
  return gcmOpen(localMasterKey(), sealed, binding(owner));
}

/** Unwrapped data keys of this container, briefly, so a burst of queries costs one KMS call. */
const DATA_KEY_TTL_MS = 5 * 60_000;
const DATA_KEY_CACHE_MAX = 200;
const dataKeys = new Map<string, { key: Buffer; until: number }>();

function cachedDataKey(id: string, now: number): Buffer | undefined {
  const hit = dataKeys.get(id);
  if (hit && hit.until > now) return hit.key;
  if (hit) dataKeys.delete(id);
  return undefined;
}

function cacheDataKey(id: string, key: Buffer, now: number): void {
  if (dataKeys.size >= DATA_KEY_CACHE_MAX) {
    const oldest = dataKeys.keys().next().value;
    if (oldest !== undefined) dataKeys.delete(oldest);
  }
  dataKeys.set(id, { key, until: now + DATA_KEY_TTL_MS });
}

async function newDataKey(
  owner: SecretOwner,
): Promise<{ keyring: SealedSecrets['keyring']; key: Buffer; wrapped: string }> {
  const keyId = env.secretsKeyId();
  if (!keyId) {
    const key = randomBytes(KEY_BYTES);
    return { keyring: 'local', key, wrapped: wrapLocal(key, owner) };
  }
  const out = await kms().send(
    new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', EncryptionContext: kmsContext(owner) }),
  );
  if (!out.Plaintext || !out.CiphertextBlob) throw new Error('KMS answered no data key');
  return {
    keyring: 'kms',
    key: Buffer.from(out.Plaintext),
    wrapped: Buffer.from(out.CiphertextBlob).toString('base64'),
  };
}

async function openDataKey(sealed: SealedSecrets, owner: SecretOwner): Promise<Buffer> {
  // The cache key names the owner too: the same wrapped key under another owner must fail to open.
  const id = `${owner.tenantId}\u0000${owner.connectionId}\u0000${sealed.key}`;
  const now = Date.now();
  const cached = cachedDataKey(id, now);
  if (cached) return cached;
  let key: Buffer;
  if (sealed.keyring === 'local') key = unwrapLocal(sealed.key, owner);
  else {
    const out = await kms().send(
      new DecryptCommand({ CiphertextBlob: Buffer.from(sealed.key, 'base64'), EncryptionContext: kmsContext(owner) }),
    );
    if (!out.Plaintext) throw new Error('KMS answered no plaintext');
    key = Buffer.from(out.Plaintext);
  }
  cacheDataKey(id, key, now);
  return key;
}

/** Seals a connection's secrets for storage beside its settings. */
export async function sealSecrets(secrets: ConnectionSecrets, owner: SecretOwner): Promise<SealedSecrets> {
  const dataKey = await newDataKey(owner);
  const plain = Buffer.from(JSON.stringify({ password: secrets.password, keyPem: secrets.keyPem }), 'utf8');
  const sealed = gcmSeal(dataKey.key, plain, binding(owner));
  return {
    v: 1,
    keyring: dataKey.keyring,
    key: dataKey.wrapped,
    iv: sealed.iv.toString('base64'),
    tag: sealed.tag.toString('base64'),
    data: sealed.data.toString('base64'),
  };
}

const openedSchema = z.object({ password: z.string(), keyPem: z.string() });

/** Opens sealed secrets; throws when they were sealed for another owner or altered. */
export async function openSecrets(sealed: SealedSecrets, owner: SecretOwner): Promise<ConnectionSecrets> {
  const key = await openDataKey(sealed, owner);
  const plain = gcmOpen(
    key,
    {
      iv: Buffer.from(sealed.iv, 'base64'),
      tag: Buffer.from(sealed.tag, 'base64'),
      data: Buffer.from(sealed.data, 'base64'),
    },
    binding(owner),
  );
  return openedSchema.parse(JSON.parse(plain.toString('utf8')));
}

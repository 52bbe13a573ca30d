import { CreateKeyCommand, DecryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMoto, type Emulator } from '../../../scripts/local/emulators.js';
import { openSecrets, sealSecrets } from './secret-box.js';

/**
 * The deployed path of the secret box: data keys from AWS KMS (GenerateDataKey, Decrypt with the
 * tenant and connection as EncryptionContext), against moto_server's KMS.
 */
const owner = { tenantId: 'tenant-a', connectionId: 'conn-1' };
const secrets = { password: 'kms-pa55', keyPem: '' };

describe('secret box with AWS KMS', () => {
  let moto: Emulator;

  beforeAll(async () => {
    moto = await startMoto();
    Object.assign(process.env, {
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
      AWS_ENDPOINT_URL_KMS: moto.endpoint,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      CONNECTION_SECRETS_KEY_FILE: '',
    });
    const created = await new KMSClient({}).send(new CreateKeyCommand({ Description: 'connection secrets' }));
    process.env.CONNECTION_SECRETS_KEY_ID = created.KeyMetadata?.Arn ?? '';
  }, 60_000);
  afterAll(async () => {
    delete process.env.CONNECTION_SECRETS_KEY_ID;
    delete process.env.AWS_ENDPOINT_URL_KMS;
    await moto.stop();
  });

  it('seals under a KMS data key and opens it for its owner only', async () => {
    const sealed = await sealSecrets(secrets, owner);
    expect(sealed.keyring).toBe('kms');
    expect(JSON.stringify(sealed)).not.toContain('kms-pa55');
    expect(await openSecrets(sealed, owner)).toEqual(secrets);
    await expect(openSecrets(sealed, { ...owner, tenantId: 'tenant-b' })).rejects.toThrow();
    await expect(openSecrets(sealed, { ...owner, connectionId: 'conn-2' })).rejects.toThrow();
  });

  it('binds the wrapped data key itself to the owner (KMS EncryptionContext)', async () => {
    const sealed = await sealSecrets(secrets, owner);
    const kms = new KMSClient({});
    const blob = Buffer.from(sealed.key, 'base64');
    const own = await kms.send(
      new DecryptCommand({ CiphertextBlob: blob, EncryptionContext: { tenant: 'tenant-a', connection: 'conn-1' } }),
    );
    expect(own.Plaintext).toHaveLength(32);
    await expect(
      kms.send(
        new DecryptCommand({ CiphertextBlob: blob, EncryptionContext: { tenant: 'tenant-b', connection: 'conn-1' } }),
      ),
    ).rejects.toThrow();
  });
});

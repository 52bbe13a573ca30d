import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSecrets, sealSecrets, type SealedSecrets } from './secret-box.js';

const owner = { tenantId: 'tenant-a', connectionId: 'conn-1' };
const secrets = { password: 'pa55-wörd', keyPem: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----' };

describe('secret box with the local key file', () => {
  let dir: string;
  let keyFile: string;
  const saved = { file: process.env.CONNECTION_SECRETS_KEY_FILE, id: process.env.CONNECTION_SECRETS_KEY_ID };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'secret-box-'));
    keyFile = join(dir, 'secrets.key');
    process.env.CONNECTION_SECRETS_KEY_FILE = keyFile;
    delete process.env.CONNECTION_SECRETS_KEY_ID;
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    if (saved.file === undefined) delete process.env.CONNECTION_SECRETS_KEY_FILE;
    else process.env.CONNECTION_SECRETS_KEY_FILE = saved.file;
    if (saved.id !== undefined) process.env.CONNECTION_SECRETS_KEY_ID = saved.id;
  });

  it('opens what it sealed, and the sealed value holds no clear text', async () => {
    const sealed = await sealSecrets(secrets, owner);
    expect(sealed.keyring).toBe('local');
    expect(JSON.stringify(sealed)).not.toContain('pa55');
    expect(JSON.stringify(sealed)).not.toContain('PRIVATE KEY');
    expect(await openSecrets(sealed, owner)).toEqual(secrets);
  });

  it('creates the key file once, 32 bytes, readable by its owner only', async () => {
    await sealSecrets(secrets, owner);
    const key = readFileSync(keyFile);
    expect(key).toHaveLength(32);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    await sealSecrets(secrets, owner);
    expect(readFileSync(keyFile).equals(key)).toBe(true);
  });

  it('seals the same secrets differently each time', async () => {
    const one = await sealSecrets(secrets, owner);
    const two = await sealSecrets(secrets, owner);
    expect(one.data).not.toBe(two.data);
    expect(one.key).not.toBe(two.key);
  });

  it('refuses to open a sealed value moved to another tenant or connection', async () => {
    const sealed = await sealSecrets(secrets, owner);
    // Opened once for its owner first, so a cached data key cannot help the thief.
    await openSecrets(sealed, owner);
    await expect(openSecrets(sealed, { ...owner, tenantId: 'tenant-b' })).rejects.toThrow();
    await expect(openSecrets(sealed, { ...owner, connectionId: 'conn-2' })).rejects.toThrow();
  });

  it('refuses altered data or a data key swapped in from another item', async () => {
    const sealed = await sealSecrets(secrets, owner);
    const data = Buffer.from(sealed.data, 'base64');
    data[0] = (data[0] ?? 0) ^ 1;
    const altered: SealedSecrets = { ...sealed, data: data.toString('base64') };
    await expect(openSecrets(altered, owner)).rejects.toThrow();
    const other = await sealSecrets({ password: 'other', keyPem: '' }, owner);
    await expect(openSecrets({ ...sealed, key: other.key }, owner)).rejects.toThrow();
  });

  it('fails closed when no key is configured', async () => {
    process.env.CONNECTION_SECRETS_KEY_FILE = '';
    try {
      await expect(sealSecrets(secrets, owner)).rejects.toThrow(/CONNECTION_SECRETS_KEY/);
    } finally {
      process.env.CONNECTION_SECRETS_KEY_FILE = keyFile;
    }
  });
});

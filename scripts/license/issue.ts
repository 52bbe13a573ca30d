import { parseArgs } from 'node:util';
import { licensePayload } from '../../shared/acts/license.js';
import { privateKeyFile, publicKeyEntry, signLicence } from './sign.js';

/**
 * Issues a licence file (docs/licensing.md), run by the vendor where the private key is:
 *
 *   npx tsx scripts/license/issue.ts --key vendor.pem --kid 2026a --tenant <id> \
 *     --fingerprint ABCD-… --licensee "Acme Ltd" --users 50 --days 365 > acme.lic
 *
 * `--public` prints the key's LICENSE_PUBLIC_KEYS entry instead (a new key is made when the file is absent).
 */
const { values } = parseArgs({
  options: {
    key: { type: 'string' },
    kid: { type: 'string' },
    tenant: { type: 'string' },
    fingerprint: { type: 'string' },
    licensee: { type: 'string', default: '' },
    users: { type: 'string', default: '10' },
    days: { type: 'string', default: '365' },
    public: { type: 'boolean', default: false },
  },
});
if (!values.key || !values.kid) throw new Error('--key and --kid are required');
const key = privateKeyFile(values.key);
if (values.public) {
  console.log(publicKeyEntry(values.kid, key));
} else {
  const now = Date.now();
  const payload = licensePayload.parse({
    v: 1,
    kid: values.kid,
    tenant_id: values.tenant,
    fingerprint: values.fingerprint,
    licensee: values.licensee,
    edition: 'standard',
    max_users: Number(values.users),
    expires_at: now + Number(values.days) * 86_400_000,
    issued_at: now,
  });
  console.log(signLicence(payload, key));
}

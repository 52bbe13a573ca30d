import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { LicensePayload } from '../../shared/acts/license.js';
import { LICENCE_PREFIX } from '../../functions/core/members/licence.js';

/**
 * The vendor's side of licences (docs/licensing.md): signing a payload with an Ed25519 private
 * key. Deployments hold only public keys; this runs where the private key is (issue.ts), and in
 * the local stack's dev endpoint with its own throwaway key.
 */
export function signLicence(payload: LicensePayload, privateKey: KeyObject): string {
  const body = `${LICENCE_PREFIX}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${sign(null, Buffer.from(body), privateKey).toString('base64url')}`;
}

/** A public key as a `LICENSE_PUBLIC_KEYS` entry: `kid=<SPKI DER, base64>`. */
export function publicKeyEntry(kid: string, privateKey: KeyObject): string {
  return `${kid}=${createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).toString('base64')}`;
}

/** The Ed25519 private key in a PEM file, made there first when absent (the local stack's dev key). */
export function privateKeyFile(path: string): KeyObject {
  if (!existsSync(path)) {
    const { privateKey } = generateKeyPairSync('ed25519');
    writeFileSync(path, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  }
  return createPrivateKey(readFileSync(path));
}

import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random 256-bit token for the client; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** n decimal digits from a CSPRNG. */
export function randomDigits(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String(randomInt(10));
  return out;
}

/** A new opaque id (entities, tenants, users). */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

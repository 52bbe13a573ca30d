import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { LIMITS } from '../limits.js';
import { codeMessage } from '../validation/rules.js';

/**
 * Licences (docs/licensing.md). A tenant starts on a trial; a licence file, signed by the vendor
 * with Ed25519 for the tenant's fingerprint, sets its user limit and end date.
 */
export const licenseSignArgs = z.looseObject({});
export const licenseUpdateArgs = z.object({
  /** The licence file's text: `WBL1.<payload>.<signature>`, base64url parts. */
  license: z
    .string(codeMessage(ErrorCode.LICENSE_KEY_REQUIRED))
    .check(
      z.trim(),
      z.minLength(1, codeMessage(ErrorCode.LICENSE_KEY_REQUIRED)),
      z.maxLength(LIMITS.license.fileMaxChars, codeMessage(ErrorCode.LICENSE_INVALID)),
    ),
});

export type LicenseEdition = 'trial' | 'standard';

/** What `GET /license/sign` and `POST /license/update` answer (as `msg`). */
export interface LicenseStatus {
  tenant_name: string;
  edition: LicenseEdition;
  /** Who the licence was issued to ('' on a trial). */
  licensee: string;
  users: number;
  max_users: number;
  /** Epoch ms when the trial or licence ends. */
  expires_at: number;
  expired: boolean;
  /** The code to send to sales to get a licence for this tenant on this deployment. */
  fingerprint: string;
  /** Whether the caller may upload a licence (the tenant's administrator). */
  can_update: boolean;
}

/** The signed part of a licence file. */
export const licensePayload = z.object({
  v: z.literal(1),
  /** Which of the deployment's public keys verifies it (key rotation). */
  kid: z.string().check(z.minLength(1), z.maxLength(64)),
  tenant_id: z.string().check(z.minLength(1), z.maxLength(64)),
  fingerprint: z.string().check(z.minLength(1), z.maxLength(64)),
  licensee: z.string().check(z.maxLength(200)),
  edition: z.literal('standard'),
  max_users: z.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
  /** Epoch ms. */
  expires_at: z.number().check(z.int(), z.positive()),
  issued_at: z.number().check(z.int(), z.positive()),
});
export type LicensePayload = z.infer<typeof licensePayload>;

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'GET /license/sign': licenseSignArgs,
  'POST /license/update': licenseUpdateArgs,
} as const;

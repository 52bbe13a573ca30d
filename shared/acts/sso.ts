import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { LIMITS } from '../limits.js';
import { isPublicMailDomain } from '../public-mail-domains.js';
import { codeMessage, emailRule } from '../validation/rules.js';

/**
 * Single sign-on through OpenID Connect (docs/sso.md). A tenant's administrator saves the identity
 * provider; people then sign in at `/sso` (workspace code) or `/ssosaas` (work e-mail or code).
 */

/** A workspace code: what people type at `/sso` to reach their company's identity provider. */
export const ssoCodeRule = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^[a-z0-9][a-z0-9-]{1,30}[a-z0-9]$/, codeMessage(ErrorCode.SSO_SETTINGS_INVALID)),
  );

const domainRule = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.regex(
    /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    codeMessage(ErrorCode.SSO_SETTINGS_INVALID),
  ),
  z.refine((domain) => !isPublicMailDomain(domain), codeMessage(ErrorCode.SSO_SETTINGS_INVALID)),
);

export const SSO_VARIANTS = ['sso', 'saas'] as const;
export type SsoVariant = (typeof SSO_VARIANTS)[number];

/** `v2/admin/sso/save`: an empty `client_secret` keeps the stored one. */
export const ssoSettingsArgs = z.object({
  enabled: z.boolean(),
  issuer: z.url({ protocol: /^https?$/ }).check(z.maxLength(512)),
  client_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)),
  client_secret: z._default(z.string().check(z.maxLength(512)), ''),
  code: ssoCodeRule,
  domains: z._default(z.array(domainRule).check(z.maxLength(LIMITS.sso.domainsMax)), []),
  /** Password sign-in and password reset are refused for this workspace. */
  enforce: z._default(z.boolean(), false),
  /** The role people provisioned on their first sign-in get. */
  default_role: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)), 'member'),
});
export type SsoSettingsArgs = z.infer<typeof ssoSettingsArgs>;

/** What the administrator reads back: the secret never leaves the server. */
export interface SsoSettingsView {
  configured: boolean;
  enabled: boolean;
  issuer: string;
  client_id: string;
  client_secret_set: boolean;
  code: string;
  domains: string[];
  /** Each saved domain's proof: the record to publish, and whether `/ssosaas` routes it here. */
  domain_proofs: SsoDomainView[];
  enforce: boolean;
  default_role: string;
  /** Where the identity provider must send people back (register it there). */
  redirect_uris: string[];
}

/**
 * Proving an e-mail domain (docs/sso.md#domain-ownership): its owner publishes a TXT record named
 * `_wallboard-challenge.<domain>` whose text is `wallboard-domain-verification=<token>`, the token
 * being the workspace's own for that domain (256 random bits, 64 hex digits). Only a proven domain
 * routes `/ssosaas` to the workspace.
 */
export const SSO_DOMAIN_RECORD = {
  label: '_wallboard-challenge',
  prefix: 'wallboard-domain-verification=',
} as const;

const TOKEN = /^[0-9a-f]{64}$/;

/** The DNS record that proves `domain` is the workspace's. */
export interface SsoDomainRecord {
  type: 'TXT';
  name: string;
  value: string;
}

export function ssoDomainRecord(domain: string, token: string): SsoDomainRecord {
  return { type: 'TXT', name: `${SSO_DOMAIN_RECORD.label}.${domain}`, value: `${SSO_DOMAIN_RECORD.prefix}${token}` };
}

/**
 * The token a TXT record's text carries, or undefined when it is no verification record. DNS
 * answers a long text as several strings, so they are joined first; surrounding spaces and one pair
 * of quotes (which some DNS consoles store as typed) are tolerated, and hex is read in any case.
 */
export function parseSsoDomainRecord(text: string | readonly string[]): string | undefined {
  let value = (typeof text === 'string' ? text : text.join('')).trim();
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1).trim();
  const prefix = SSO_DOMAIN_RECORD.prefix;
  if (value.slice(0, prefix.length).toLowerCase() !== prefix) return undefined;
  const token = value.slice(prefix.length).trim().toLowerCase();
  return TOKEN.test(token) ? token : undefined;
}

/** Whether any of the TXT records (each as the strings DNS answered) carries `token`. */
export function txtRecordsProve(records: readonly (readonly string[])[], token: string): boolean {
  const wanted = token.toLowerCase();
  return records.some((record) => parseSsoDomainRecord(record) === wanted);
}

/** One saved domain as the administrator sees it. */
export interface SsoDomainView {
  domain: string;
  /** Proven by this workspace: `/ssosaas` sends its e-mails here. */
  verified: boolean;
  record: SsoDomainRecord;
}

/** `v2/admin/sso/domain_verify`: look the domain's TXT record up now; a saved domain only. */
export const ssoDomainVerifyArgs = z.object({ domain: domainRule });
export type SsoDomainVerifyArgs = z.infer<typeof ssoDomainVerifyArgs>;

/** `GET /chameleon/oauth2/login`: which workspace, by code or by work e-mail; the page that comes back. */
export const ssoStartArgs = z
  .object({
    code: z.optional(ssoCodeRule),
    email: z.optional(emailRule),
    variant: z._default(z.enum(SSO_VARIANTS), 'sso'),
  })
  .check(z.refine((v) => v.code !== undefined || v.email !== undefined, codeMessage(ErrorCode.PARAMS_INCOMPLETE)));
export type SsoStartArgs = z.infer<typeof ssoStartArgs>;

/** The identity provider's authorization address to send the browser to. */
export interface SsoStart {
  url: string;
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v2/admin/sso/save': ssoSettingsArgs,
  'v2/admin/sso/domain_verify': ssoDomainVerifyArgs,
  'GET /chameleon/oauth2/login': ssoStartArgs,
} as const;

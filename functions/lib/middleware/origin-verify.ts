import { createHash, timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as z from 'zod';
import { ORIGIN_VERIFY } from '../../../infra/resources.js';
import { secretsManager } from '../clients.js';
import { log } from '../log.js';
import { RefreshingValue } from '../refreshing-value.js';
import type { Middleware } from './types.js';

/** API Gateway's own answer to a request it refuses, so a direct caller learns nothing more. */
export const ORIGIN_REFUSED: APIGatewayProxyStructuredResultV2 = {
  statusCode: 403,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ message: 'Forbidden' }),
};

/** The answer while the accepted values cannot be read at all (a cold start with Secrets Manager out of reach). */
export const ORIGIN_UNAVAILABLE: APIGatewayProxyStructuredResultV2 = {
  statusCode: 503,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ message: 'Service Unavailable' }),
};

/**
 * A container reads the secret at its cold start and again once the values are this old, so a
 * new `current` is accepted everywhere within 5 minutes of being stored: the wait of step 2 of
 * a rotation (docs/ARCHITECTURE.md#origin-verify-and-its-rotation).
 */
export const ORIGIN_SECRET_TTL_MS = 5 * 60_000;
/** While Secrets Manager fails, the last values read are kept and it is asked again this often. */
export const ORIGIN_SECRET_RETRY_MS = 30_000;

/** The accepted values: CloudFront sends `current`; `previous` is accepted during a rotation. */
export interface OriginSecret {
  current: string;
  previous?: string;
}

const secretShape = z.object({
  [ORIGIN_VERIFY.currentKey]: z.string().min(1),
  [ORIGIN_VERIFY.previousKey]: z.string().nullish(),
});

/**
 * The secret's text: a JSON object `{current, previous?}` (an empty or null `previous` is none),
 * or, for a local value only, one plain string taken as `current`. The error never quotes the
 * text, which is the secret.
 */
export function parseOriginSecret(text: string): OriginSecret {
  if (!text.trim().startsWith('{')) {
    if (text === '') throw new Error('the origin-verify secret is empty');
    return { current: text };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('the origin-verify secret is not valid JSON');
  }
  const parsed = secretShape.safeParse(json);
  if (!parsed.success) throw new Error('the origin-verify secret is not an object {current, previous?} of strings');
  const previous = parsed.data[ORIGIN_VERIFY.previousKey];
  return { current: parsed.data[ORIGIN_VERIFY.currentKey], ...(previous ? { previous } : {}) };
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether the header's value is one of the secret's. Compared as SHA-256 digests, which are of
 * equal length whatever the values' lengths, with `timingSafeEqual`; every accepted value is
 * compared, so the time taken tells neither how much of a value matched nor which one did.
 */
export function acceptsOriginValue(given: string | undefined, secret: OriginSecret): boolean {
  if (given === undefined || given === '') return false;
  const offered = digest(given);
  let accepted = false;
  for (const value of [secret.current, secret.previous]) {
    if (value && timingSafeEqual(offered, digest(value))) accepted = true;
  }
  return accepted;
}

/** What the check accepts now; undefined when nothing is checked (the local stack without a value). */
export type OriginValues = () => Promise<OriginSecret | undefined>;

export interface SecretSourceOptions {
  /** Reads the secret's string (Secrets Manager's GetSecretValue by default). */
  read?: (secretId: string) => Promise<string>;
  now?: () => number;
}

async function readSecretString(secretId: string): Promise<string> {
  const out = await secretsManager().send(new GetSecretValueCommand({ SecretId: secretId }));
  if (out.SecretString === undefined) throw new Error('the origin-verify secret has no string value');
  return out.SecretString;
}

/**
 * The values of the secret `secretId`, read on first use, kept ORIGIN_SECRET_TTL_MS, with one
 * read in flight at most (refreshing-value.ts). A failed refresh keeps the last values.
 */
export function secretValues(secretId: string, options: SecretSourceOptions = {}): OriginValues {
  const read = options.read ?? readSecretString;
  const cached = new RefreshingValue<OriginSecret>({
    fetch: async () => parseOriginSecret(await read(secretId)),
    ttlMs: ORIGIN_SECRET_TTL_MS,
    retryMs: ORIGIN_SECRET_RETRY_MS,
    now: options.now,
    onStale: (error) =>
      log('error', 'origin-verify secret not refreshed, the last values stay', {
        error: error instanceof Error ? error.message : String(error),
      }),
  });
  return () => cached.get();
}

/** One source per secret in a container, shared by the handlers of its bundle. */
const sources = new Map<string, OriginValues>();

/**
 * Where the check's values come from: deployed, the secret named by ORIGIN_VERIFY_SECRET_ARN,
 * whose first read starts at once (the container's cold start); without it, the local value of
 * ORIGIN_VERIFY_SECRET (the same JSON, or a plain string); with neither, nothing is checked.
 */
export function originValuesFrom(environment: NodeJS.ProcessEnv = process.env): OriginValues {
  const secretId = environment[ORIGIN_VERIFY.secretArnEnvVar];
  if (secretId) {
    let source = sources.get(secretId);
    if (!source) {
      source = secretValues(secretId);
      sources.set(secretId, source);
      // A failure here is logged by the request that meets it.
      source().catch(() => undefined);
    }
    return source;
  }
  const local = environment[ORIGIN_VERIFY.localEnvVar];
  const values = local ? parseOriginSecret(local) : undefined;
  return () => Promise.resolve(values);
}

/**
 * Refuses requests that did not come through CloudFront: CloudFront adds the origin-verify
 * header (ORIGIN_VERIFY in infra/resources.ts) with the secret's `current` value, and the
 * handler accepts `current` or `previous`. Goes first in the chain.
 */
export function originVerify(values: OriginValues = originValuesFrom()): Middleware {
  return {
    before: async (request) => {
      let secret: OriginSecret | undefined;
      try {
        secret = await values();
      } catch (error) {
        log('error', 'origin-verify secret unavailable', {
          error: error instanceof Error ? error.message : String(error),
        });
        return ORIGIN_UNAVAILABLE;
      }
      if (!secret) return undefined;
      // API Gateway v2 gives header names in lower case.
      return acceptsOriginValue(request.event.headers?.[ORIGIN_VERIFY.header], secret) ? undefined : ORIGIN_REFUSED;
    },
  };
}

import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/rules.js';
import { DB_TYPE_INFO, DB_TYPES, ENGINE_TYPES } from './types.js';

/**
 * A database connection's settings, as the `/dataBase` form and the `datasource` acts share them,
 * the limits of the query engine, and the settings made ready for an engine. The password and the
 * key PEM are secrets the server stores encrypted and never answers.
 */

export const SQL_LIMITS = {
  /** Statement timeout of a connection unless its settings say otherwise, seconds. */
  timeoutDefaultSeconds: 30,
  timeoutMaxSeconds: 300,
  /** Rows a widget's query may answer; more are cut and the answer says so. */
  widgetRowCap: 10_000,
  /** Rows of a table preview. */
  previewRowCap: 100,
  /** Bytes (JSON) of one answer's rows; rows past it are cut. */
  resultMaxBytes: 5_000_000,
  /** Database sessions one pool (one connection, one container) holds at most. */
  poolMaxSessions: 2,
  /** An idle pooled session is closed after this many seconds. */
  poolIdleSeconds: 60,
  /**
   * A pool checks its user's privileges in the server's catalogue at its first run and again on
   * the first run this many seconds after the last check.
   */
  userRecheckSeconds: 60,
  /** A query still running this long after its timeout is cancelled from a second session, ms. */
  cancelGraceMs: 500,
  /**
   * Time a request keeps past a synchronous statement's timeout and cancel grace, ms: to open the
   * session, roll back and answer before the function's own timeout stops it
   * (functions/lib/sql/timeout-cap.ts).
   */
  requestMarginMs: 3000,
  /** Connection tests (`v1/datasource/test`) one user may run a minute. */
  testsPerMinute: 60,
} as const;

const invalid = codeMessage(ErrorCode.PARAMS_INCOMPLETE);
/** A host name or an IP literal (IPv6 with or without brackets): no scheme, path, port or space. */
const HOST = /^(\[[0-9a-fA-F:.]+\]|[0-9a-fA-F:.]*:[0-9a-fA-F:.]*|[A-Za-z0-9.-]+)$/;

const pem = z.string(invalid).check(
  z.maxLength(16_384, invalid),
  z.refine((text) => text.trim() === '' || /-----BEGIN [A-Z0-9 ]+-----/.test(text), invalid),
);
const optionalText = (max: number) => z._default(z.string(invalid).check(z.trim(), z.maxLength(max, invalid)), '');

/**
 * The settings of a connection of any type (DB_TYPE_INFO says which fields a type uses and
 * requires): what the form sends to `v1/datasource/add`, `change` and `test`. `password` and
 * `keyPem` are secrets: stored encrypted, never answered; on `change` (and on `test` of an edited
 * stored connection) an empty value keeps the stored one.
 */
const connectionFields = {
  type: z.enum(DB_TYPES, invalid),
  server: z.string(invalid).check(z.trim(), z.minLength(1, invalid), z.maxLength(253, invalid), z.regex(HOST, invalid)),
  port: z.number(invalid).check(z.int(invalid), z.gte(1, invalid), z.lte(65_535, invalid)),
  database: optionalText(128),
  /** SQL Server named instance, SAP instance number. */
  instance: optionalText(64),
  /** Oracle SID or service name (per `mode`), SAP system identifier. */
  sid: optionalText(128),
  /** Oracle: `service_name` or `sid`. */
  mode: optionalText(32),
  username: optionalText(128),
  password: z._default(z.string(invalid).check(z.maxLength(1024, invalid)), ''),
  schema: optionalText(128),
  /** MongoDB authentication source, Hive/Kylin provider. */
  provider: optionalText(64),
  /** SAP BW / Hive authentication policy. */
  policy: optionalText(64),
  certPem: z._default(pem, ''),
  keyPem: z._default(pem, ''),
  tls: z._default(z.boolean(invalid), false),
  timeoutSeconds: z._default(
    z.number(invalid).check(z.int(invalid), z.gte(1, invalid), z.lte(SQL_LIMITS.timeoutMaxSeconds, invalid)),
    SQL_LIMITS.timeoutDefaultSeconds,
  ),
};

export const connectionSettingsSchema = z.object(connectionFields).check(
  z.superRefine((settings, context) => {
    const info = DB_TYPE_INFO[settings.type];
    for (const field of info.required) {
      const value = settings[field];
      if (typeof value === 'string' && value.trim() === '')
        context.addIssue({ code: 'custom', path: [field], message: String(ErrorCode.PARAMS_INCOMPLETE) });
    }
    if (info.modes && !info.modes.includes(settings.mode))
      context.addIssue({ code: 'custom', path: ['mode'], message: String(ErrorCode.PARAMS_INCOMPLETE) });
  }),
);

export type ConnectionSettings = z.output<typeof connectionSettingsSchema>;
export type ConnectionSettingsInput = z.input<typeof connectionSettingsSchema>;

/** The secret fields of settings: encrypted at rest, never answered, kept when an edit leaves them empty. */
export const SECRET_FIELDS = ['password', 'keyPem'] as const;

/**
 * A connection made ready for its engine (functions/lib/sql/engines/): the settings with `type`
 * the engine's (GreenPlum's is `postgresql`) and `dbType` the connection's own, secrets opened.
 */
export const sqlConnectionSchema = z.object({
  ...connectionFields,
  type: z.enum(ENGINE_TYPES, invalid),
  dbType: z.enum(DB_TYPES, invalid),
});

export type SqlConnection = z.output<typeof sqlConnectionSchema>;

/** The engine settings of a connection whose type has an engine (DB_TYPE_INFO), else null. */
export function engineSettings(settings: ConnectionSettings): SqlConnection | null {
  const engine = DB_TYPE_INFO[settings.type].engine;
  if (!engine) return null;
  return { ...settings, type: engine, dbType: settings.type };
}

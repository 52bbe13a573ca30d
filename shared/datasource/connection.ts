import * as z from 'zod';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/rules.js';

/**
 * The connection settings of the SQL database types the query engine speaks today (spec §3 "data
 * source connection", §9 database types): PostgreSQL through `pg`, MySQL and MariaDB through
 * `mysql2`. The form and the `datasource` acts share this schema; the password is a secret the
 * server stores encrypted and never answers.
 */
export const SQL_TYPES = ['postgresql', 'mysql', 'mariadb'] as const;
export type SqlType = (typeof SQL_TYPES)[number];

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
  /** A query still running this long after its timeout is cancelled from a second session, ms. */
  cancelGraceMs: 500,
} as const;

export const DEFAULT_PORTS: Readonly<Record<SqlType, number>> = { postgresql: 5432, mysql: 3306, mariadb: 3306 };

const invalid = codeMessage(ErrorCode.PARAMS_INCOMPLETE);
/** A host name or an IP literal (IPv6 with or without brackets): no scheme, path, port or space. */
const HOST = /^(\[[0-9a-fA-F:.]+\]|[0-9a-fA-F:.]*:[0-9a-fA-F:.]*|[A-Za-z0-9.-]+)$/;

export const sqlConnectionSchema = z.object({
  type: z.enum(SQL_TYPES, invalid),
  server: z.string(invalid).trim().min(1, invalid).max(253, invalid).regex(HOST, invalid),
  port: z.number(invalid).int(invalid).min(1, invalid).max(65_535, invalid),
  database: z.string(invalid).trim().min(1, invalid).max(128, invalid),
  username: z.string(invalid).trim().min(1, invalid).max(128, invalid),
  password: z.string(invalid).max(1024, invalid).default(''),
  /** The schema the browser opens and unqualified names resolve in; empty means the database's default. */
  schema: z.string(invalid).trim().max(128, invalid).default(''),
  timeoutSeconds: z
    .number(invalid)
    .int(invalid)
    .min(1, invalid)
    .max(SQL_LIMITS.timeoutMaxSeconds, invalid)
    .default(SQL_LIMITS.timeoutDefaultSeconds),
  tls: z.boolean(invalid).default(false),
});

export type SqlConnection = z.infer<typeof sqlConnectionSchema>;

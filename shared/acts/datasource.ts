import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { connectionSettingsSchema } from '../datasource/connection.js';
import type { DbType } from '../datasource/types.js';
import { codeMessage, nameRule } from '../validation/rules.js';
import { LIMITS } from '../limits.js';
import { entityId } from './group.js';

/**
 * Database connections (`/dataBase`, family `datasource`): a tenant's stored settings of one
 * database, its secrets (password, TLS key) encrypted at rest and never answered, and the schema
 * browser over it. Every look at the database runs read-only through functions/lib/sql.
 */
export const connectionName = nameRule(ErrorCode.NAME_INVALID);
const identifier = z.string(codeMessage(ErrorCode.PARAMS_INCOMPLETE)).check(z.minLength(1), z.maxLength(128));

export const datasourceListArgs = z.object({ keyword: z._default(z.string().check(z.trim(), z.maxLength(50)), '') });
export const datasourceIdArgs = z.object({ _id: entityId });
export const datasourceAddArgs = z.object({ name: connectionName, settings: connectionSettingsSchema });
/** Empty secrets in `settings` keep the stored ones. */
export const datasourceChangeArgs = z.object({
  _id: entityId,
  name: connectionName,
  settings: connectionSettingsSchema,
});
/**
 * Tests a stored connection (`_id` alone) or unsaved settings from the form (`settings`); with
 * both, the form's edit of a stored connection (empty secrets taken from the stored one).
 */
export const datasourceTestArgs = z
  .object({ _id: z.optional(entityId), settings: z.optional(connectionSettingsSchema) })
  .check(
    z.refine((args) => args._id !== undefined || args.settings !== undefined, codeMessage(ErrorCode.PARAMS_INCOMPLETE)),
  );
export const datasourceTablesArgs = z.object({ _id: entityId, schema: identifier });
export const datasourceTableArgs = z.object({ _id: entityId, schema: identifier, table: identifier });

/** The outcome of the last `test` of a stored connection. */
export interface ConnectionTestResult {
  ok: boolean;
  /** Round trip of the test query, ms (when ok). */
  latency_ms?: number;
  /** The server's version string (when ok). */
  server_version?: string;
  /** The catalogue code of the failure (when not ok). */
  code?: number;
  /** The database's own message, secrets removed (when not ok). */
  message?: string;
  at: number;
}

/** A stored connection as the browser sees it: settings without secrets, and whether each is set. */
export interface DatasourceSummary {
  _id: string;
  name: string;
  type: DbType;
  /** The settings with `password` and `keyPem` always empty. */
  settings: z.output<typeof connectionSettingsSchema>;
  has_password: boolean;
  has_key: boolean;
  /** APIs that query it (it cannot be removed while this is above 0). */
  api_count: number;
  last_test?: ConnectionTestResult;
  creator: string;
  created_at: number;
  updated_at: number;
}

export interface SqlColumnInfo {
  name: string;
  type: string;
}

/** Rows of a preview or a query: column names and types, rows as arrays in column order. */
export interface SqlResult {
  columns: SqlColumnInfo[];
  rows: unknown[][];
  /** Rows past the cap (or past the byte cap) were cut. */
  truncated: boolean;
  elapsed_ms: number;
}

/** What the connection form shows of the deployment: where queries come from, for firewalls. */
export interface DatasourceEnvironment {
  /** The fixed public address of the query function (NAT gateway's Elastic IP), '' locally. */
  egress_ip: string;
  /** `host:port` entries reachable although private (local stack: its own PostgreSQL and MariaDB). */
  allowed_private: string[];
}

/** Bounded text of the marketing-source record: at most `LIMITS.marketingSource.fieldMaxChars` characters. */
const sourceText = z.coerce.string().check(z.trim(), z.maxLength(LIMITS.marketingSource.fieldMaxChars));

/**
 * `v2/datasource/maidian_receiver`: the marketing-source record the web app sends once
 * when the app was opened with `channel` or `keyword` in its URL query. The field names are the * spec's; `corp_id` and `user_id` are what the client believes, the server keeps the session's.
 */
export const marketingSourceArgs = z.object({
  document: z
    .object({
      corp_id: z.optional(sourceText),
      user_id: z.optional(sourceText),
      count: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000))),
      step: z.optional(sourceText),
      keyword: z._default(sourceText, ''),
      channel: z._default(sourceText, ''),
    })
    .check(
      z.refine((d) => d.keyword !== '' || d.channel !== '', { message: codeMessage(ErrorCode.PARAMS_INCOMPLETE) }),
    ),
  collection: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.marketingSource.fieldMaxChars))),
});

export type MarketingSourceArgs = z.infer<typeof marketingSourceArgs>;

export interface MarketingSourceRecorded {
  /** 1: stored now; 0: this (user, channel, keyword) was already on record. */
  recorded: 0 | 1;
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v1/datasource/list': datasourceListArgs,
  'v1/datasource/get': datasourceIdArgs,
  'v1/datasource/add': datasourceAddArgs,
  'v1/datasource/change': datasourceChangeArgs,
  'v1/datasource/remove': datasourceIdArgs,
  'v1/datasource/test': datasourceTestArgs,
  'v1/datasource/schemas': datasourceIdArgs,
  'v1/datasource/tables': datasourceTablesArgs,
  'v1/datasource/columns': datasourceTableArgs,
  'v1/datasource/preview': datasourceTableArgs,
  'v2/datasource/maidian_receiver': marketingSourceArgs,
} as const;

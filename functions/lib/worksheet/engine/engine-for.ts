import { env } from '../../env.js';
import type { WorksheetEngine, WorksheetTable } from '../contract.js';
import { athenaEngine } from './athena-engine.js';
import { duckdbEngine } from './duckdb-engine.js';

/** What picks the engine: env.ts's settings by default. */
export interface EngineSettings {
  onAws: boolean;
  /** '' when Athena is not configured. */
  athenaWorkgroup: string;
  athenaMinBytes: number;
  glueDatabasePrefix: string;
  assetsBucket: string;
}

const fromEnv = (): EngineSettings => ({
  onAws: env.onAws(),
  athenaWorkgroup: env.athenaWorkgroup(),
  athenaMinBytes: env.athenaMinBytes(),
  glueDatabasePrefix: env.glueDatabasePrefix(),
  assetsBucket: env.assetsBucket(),
});

let athena: { key: string; engine: WorksheetEngine } | undefined;

/**
 * Athena when running on AWS with an Athena workgroup configured and the tables' Parquet at
 * least `athenaMinBytes` in all (WORKSHEET_LIMITS.athenaMinBytes by default, ATHENA_MIN_BYTES);
 * DuckDB in the function otherwise, and always locally.
 */
export function engineFor(tables: readonly WorksheetTable[], settings: EngineSettings = fromEnv()): WorksheetEngine {
  const bytes = tables.reduce((sum, table) => sum + table.bytes, 0);
  if (!settings.onAws || !settings.athenaWorkgroup || bytes < settings.athenaMinBytes) return duckdbEngine;
  const key = JSON.stringify([settings.athenaWorkgroup, settings.glueDatabasePrefix, settings.assetsBucket]);
  if (athena?.key !== key)
    athena = {
      key,
      engine: athenaEngine({
        workgroup: settings.athenaWorkgroup,
        databasePrefix: settings.glueDatabasePrefix,
        bucket: settings.assetsBucket,
      }),
    };
  return athena.engine;
}

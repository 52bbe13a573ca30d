import type { EngineType } from '../../../shared/datasource/types.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import type { EngineDriver } from './engine.js';
import { damengEngine } from './engines/dameng/index.js';
import { hiveEngine } from './engines/hive/index.js';
import { kylinEngine } from './engines/kylin/index.js';
import { mongodbEngine } from './engines/mongodb/index.js';
import { mysqlEngine } from './engines/mysql/index.js';
import { oracleEngine } from './engines/oracle/index.js';
import { postgresqlEngine } from './engines/postgresql/index.js';
import { sapbwEngine } from './engines/sapbw/index.js';
import { saphanaEngine } from './engines/saphana/index.js';
import { sqlServerEngine } from './engines/sqlserver/index.js';
import { verticaEngine } from './engines/vertica/index.js';
import { SqlFailure } from './failure.js';

/**
 * The server module of every engine, by engine type: typed by ENGINE_TYPES
 * (shared/datasource/engines/descriptor.ts), so an engine listed there without its folder here
 * does not compile. A database type whose descriptor names no engine (`engine: null`) has none:
 * its form and its test say DATABASE_TYPE_UNAVAILABLE.
 */
export const ENGINES: Readonly<Record<EngineType, EngineDriver>> = {
  postgresql: postgresqlEngine,
  mysql: mysqlEngine,
  mariadb: mysqlEngine,
  mongodb: mongodbEngine,
  saphana: saphanaEngine,
  sapbw: sapbwEngine,
  vertica: verticaEngine,
  hive: hiveEngine,
  kylin: kylinEngine,
  sqlserver: sqlServerEngine,
  oracle: oracleEngine,
  dameng: damengEngine,
};

/** The engine of `type`, or DATABASE_TYPE_UNAVAILABLE. */
export function engineDriver(type: EngineType): EngineDriver {
  const engine: EngineDriver | undefined = ENGINES[type];
  if (!engine) throw new SqlFailure(ErrorCode.DATABASE_TYPE_UNAVAILABLE, `no ${type} engine in this deployment`);
  return engine;
}

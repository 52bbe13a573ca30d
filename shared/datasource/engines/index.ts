import { damengDescriptor, damengEngineDescriptor } from './dameng.js';
import type { DbType, DbTypeDescriptor, EngineDescriptor, EngineType } from './descriptor.js';
import { greenplumDescriptor } from './greenplum.js';
import { hiveDescriptor, hiveEngineDescriptor } from './hive.js';
import { kylinDescriptor, kylinEngineDescriptor } from './kylin.js';
import { mariadbDescriptor, mariadbEngineDescriptor } from './mariadb.js';
import { mongodbDescriptor, mongodbEngineDescriptor } from './mongodb.js';
import { mysqlDescriptor, mysqlEngineDescriptor } from './mysql.js';
import { oracleDescriptor, oracleEngineDescriptor } from './oracle.js';
import { postgresqlDescriptor, postgresqlEngineDescriptor } from './postgresql.js';
import { saphanaDescriptor, saphanaEngineDescriptor } from './saphana.js';
import { sapbwDescriptor, sapbwEngineDescriptor } from './sapbw.js';
import { sqlserverDescriptor, sqlserverEngineDescriptor } from './sqlserver.js';
import { sybaseDescriptor } from './sybase.js';
import { verticaDescriptor, verticaEngineDescriptor } from './vertica.js';

/**
 * Every database type's descriptor, and every engine's. Typed by DB_TYPES and ENGINE_TYPES
 * (descriptor.ts): a type in either list without its descriptor here does not compile. The
 * central tables (`DB_TYPE_INFO`, the statement syntaxes, the shipped drivers, the editor's
 * dialects) are read from these.
 */
export const DB_TYPE_DESCRIPTORS: Readonly<Record<DbType, DbTypeDescriptor>> = {
  postgresql: postgresqlDescriptor,
  mysql: mysqlDescriptor,
  mariadb: mariadbDescriptor,
  greenplum: greenplumDescriptor,
  sqlserver: sqlserverDescriptor,
  oracle: oracleDescriptor,
  mongodb: mongodbDescriptor,
  saphana: saphanaDescriptor,
  sapbw: sapbwDescriptor,
  vertica: verticaDescriptor,
  dameng: damengDescriptor,
  hive: hiveDescriptor,
  kylin: kylinDescriptor,
  sybase: sybaseDescriptor,
};

export const ENGINE_DESCRIPTORS: Readonly<Record<EngineType, EngineDescriptor>> = {
  postgresql: postgresqlEngineDescriptor,
  mysql: mysqlEngineDescriptor,
  mariadb: mariadbEngineDescriptor,
  sqlserver: sqlserverEngineDescriptor,
  oracle: oracleEngineDescriptor,
  mongodb: mongodbEngineDescriptor,
  saphana: saphanaEngineDescriptor,
  sapbw: sapbwEngineDescriptor,
  vertica: verticaEngineDescriptor,
  dameng: damengEngineDescriptor,
  hive: hiveEngineDescriptor,
  kylin: kylinEngineDescriptor,
};

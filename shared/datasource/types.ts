/**
 * The query engines of functions/lib/sql/engines/, one per wire protocol and query language:
 * GreenPlum speaks PostgreSQL's; MongoDB's "statement" is a JSON query (find or aggregate), the
 * others' SQL in their own dialect. A database type names its engine in DB_TYPE_INFO; a type
 * whose engine is not wired yet has `engine: null`.
 */
export const ENGINE_TYPES = [
  'postgresql',
  'mysql',
  'mariadb',
  'sqlserver',
  'oracle',
  'mongodb',
  'saphana',
  'vertica',
  'dameng',
  'hive',
  'kylin',
] as const;
export type EngineType = (typeof ENGINE_TYPES)[number];

/**
 * The database types a connection may have (the product's fourteen, docs/datasources.md), what
 * each one's form asks for, and which engine runs its queries. `engine: null` means no driver
 * runs in this deployment yet: the form says so, and `v1/datasource/test` answers
 * DATABASE_TYPE_UNAVAILABLE rather than pretending.
 */
export const DB_TYPES = [
  'postgresql',
  'mysql',
  'mariadb',
  'greenplum',
  'sqlserver',
  'oracle',
  'mongodb',
  'saphana',
  'sapbw',
  'vertica',
  'dameng',
  'hive',
  'kylin',
  'sybase',
] as const;
export type DbType = (typeof DB_TYPES)[number];

/** The settings fields a form may show; which apply to a type is `DB_TYPE_INFO[type].fields`. */
export const CONNECTION_FIELDS = [
  'server',
  'port',
  'database',
  'instance',
  'sid',
  'mode',
  'username',
  'password',
  'schema',
  'provider',
  'policy',
  'certPem',
  'keyPem',
  'tls',
  'timeoutSeconds',
] as const;
export type ConnectionField = (typeof CONNECTION_FIELDS)[number];

export interface DbTypeInfo {
  /** The name the form and the list show (a product name: the same in zh and en). */
  label: string;
  defaultPort: number;
  /** Fields the form shows, in order. */
  fields: readonly ConnectionField[];
  /** Fields that must not be empty. */
  required: readonly ConnectionField[];
  /** The engine (functions/lib/sql) that speaks its protocol, or null when none runs here. */
  engine: EngineType | null;
  /** The maintained driver of the type's ecosystem (the README lists which are proven). */
  driver: string;
  /** Values of `mode` the form offers (Oracle: SID or service name). */
  modes?: readonly string[];
}

const SQL_FIELDS = ['server', 'port', 'database', 'username', 'password', 'schema', 'tls', 'timeoutSeconds'] as const;
const SQL_REQUIRED = ['server', 'port', 'database', 'username'] as const;
const TLS_FIELDS = ['certPem', 'keyPem'] as const;

export const DB_TYPE_INFO: Readonly<Record<DbType, DbTypeInfo>> = {
  postgresql: {
    label: 'PostgreSQL',
    defaultPort: 5432,
    fields: [...SQL_FIELDS, ...TLS_FIELDS],
    required: SQL_REQUIRED,
    engine: 'postgresql',
    driver: 'pg',
  },
  mysql: {
    label: 'MySQL',
    defaultPort: 3306,
    fields: [...SQL_FIELDS, ...TLS_FIELDS],
    required: SQL_REQUIRED,
    engine: 'mysql',
    driver: 'mysql2',
  },
  mariadb: {
    label: 'MariaDB',
    defaultPort: 3306,
    fields: [...SQL_FIELDS, ...TLS_FIELDS],
    required: SQL_REQUIRED,
    engine: 'mariadb',
    driver: 'mysql2',
  },
  greenplum: {
    label: 'Greenplum',
    defaultPort: 5432,
    fields: [...SQL_FIELDS, ...TLS_FIELDS],
    required: SQL_REQUIRED,
    engine: 'postgresql',
    driver: 'pg',
  },
  sqlserver: {
    label: 'SQL Server',
    defaultPort: 1433,
    fields: ['server', 'port', 'instance', 'database', 'username', 'password', 'schema', 'tls', 'timeoutSeconds'],
    required: SQL_REQUIRED,
    engine: 'sqlserver',
    driver: 'mssql',
  },
  oracle: {
    label: 'Oracle',
    defaultPort: 1521,
    fields: ['server', 'port', 'mode', 'sid', 'username', 'password', 'schema', 'tls', 'timeoutSeconds'],
    required: ['server', 'port', 'mode', 'sid', 'username'],
    engine: 'oracle',
    driver: 'oracledb (thin mode)',
    modes: ['service_name', 'sid'],
  },
  mongodb: {
    label: 'MongoDB',
    defaultPort: 27017,
    fields: ['server', 'port', 'database', 'username', 'password', 'provider', 'tls', ...TLS_FIELDS, 'timeoutSeconds'],
    required: ['server', 'port', 'database'],
    engine: 'mongodb',
    driver: 'mongodb',
  },
  saphana: {
    label: 'SAP HANA',
    defaultPort: 30015,
    fields: ['server', 'port', 'instance', 'database', 'username', 'password', 'schema', 'tls', 'timeoutSeconds'],
    required: ['server', 'port', 'username'],
    engine: 'saphana',
    driver: 'hdb',
  },
  sapbw: {
    label: 'SAP BW',
    defaultPort: 3300,
    fields: ['server', 'port', 'instance', 'sid', 'username', 'password', 'policy', 'timeoutSeconds'],
    required: ['server', 'instance', 'sid', 'username'],
    engine: null,
    driver: 'none (SAP RFC SDK is proprietary)',
  },
  vertica: {
    label: 'Vertica',
    defaultPort: 5433,
    fields: [...SQL_FIELDS],
    required: SQL_REQUIRED,
    engine: 'vertica',
    driver: 'vertica-nodejs',
  },
  dameng: {
    label: 'DaMeng',
    defaultPort: 5236,
    fields: ['server', 'port', 'username', 'password', 'schema', 'timeoutSeconds'],
    required: ['server', 'port', 'username'],
    engine: 'dameng',
    driver: 'dmdb',
  },
  hive: {
    label: 'Hive',
    defaultPort: 10000,
    fields: ['server', 'port', 'database', 'username', 'password', 'policy', 'timeoutSeconds'],
    required: ['server', 'port'],
    engine: 'hive',
    driver: 'hive-driver',
  },
  kylin: {
    label: 'Kylin',
    defaultPort: 7070,
    fields: ['server', 'port', 'database', 'username', 'password', 'tls', 'timeoutSeconds'],
    required: ['server', 'port', 'database', 'username'],
    engine: 'kylin',
    driver: 'Kylin REST API',
  },
  sybase: {
    label: 'Sybase',
    defaultPort: 5000,
    fields: [...SQL_FIELDS],
    required: SQL_REQUIRED,
    engine: null,
    driver: 'none (no maintained Node.js driver)',
  },
};

/** The engine that runs queries of this type, or null when none is wired in this deployment. */
export function engineOf(type: DbType): EngineType | null {
  return DB_TYPE_INFO[type].engine;
}

/** Whether queries of this type run in this deployment. */
export function hasEngine(type: DbType): boolean {
  return engineOf(type) !== null;
}

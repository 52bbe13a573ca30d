import mysql from 'mysql2/promise';
import pg from 'pg';
import { connectionSettingsSchema } from '../../shared/datasource/connection.js';
import type { EngineType } from '../../shared/datasource/types.js';
import { connectionForQuery } from '../../functions/core/datasources/connections.js';
import { addApi } from '../../functions/core/data-apis/manage.js';
import { addConnection, testConnection } from '../../functions/core/datasources/datasources.js';
import { getApiByPath } from '../../functions/lib/data/data-apis.js';
import { listDatasources } from '../../functions/lib/data/datasources.js';
import { findUserIdByLogin, getUser } from '../../functions/lib/data/users.js';
import type { Caller } from '../../functions/lib/act.js';
import { SqlFailure } from '../../functions/lib/sql/failure.js';
import { closePool } from '../../functions/lib/sql/pools.js';
import { runReadonly } from '../../functions/lib/sql/run-readonly.js';
import { apiDefinitionSchema } from '../../shared/acts/data-api.js';
import { DEMO_ADMIN } from './seed.js';

/**
 * The demo databases of `npm start`: when PostgreSQL (127.0.0.1:5432, user postgres) or MariaDB
 * (127.0.0.1:3306, user root) answer, a database `wallboard_demo` with a `daily_sales` table
 * (the last 120 days × 6 regions × 2 channels, deterministic), a plain read-only user
 * `wb_demo_reader` (SELECT on it only: the engine refuses superusers and root), and one stored
 * connection per server in the demo tenant, its password sealed by the secret box, and two data
 * APIs over the PostgreSQL one (revenue by region, revenue per day). A server that
 * does not answer is skipped with one log line, so `npm start` needs no database server.
 */
export const DEMO_READER = { username: 'wb_demo_reader', password: 'WbDemo#Read2026' };
const DATABASE = 'wallboard_demo';
const DAYS = 120;
const REGIONS = ['East', 'North', 'South', 'Southwest', 'Northwest', 'Central'];
const CHANNELS = ['online', 'store'];
const DAY_MS = 86_400_000;

type Row = [string, string, string, number, string];

/** A small deterministic generator (mulberry32), so every start shows the same shape of data. */
export function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function salesRows(today: number): Row[] {
  const random = generator(20_260_101);
  const rows: Row[] = [];
  const first = Math.floor(today / DAY_MS) - DAYS + 1;
  for (let d = 0; d < DAYS; d++) {
    const day = new Date((first + d) * DAY_MS);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    REGIONS.forEach((region, r) => {
      CHANNELS.forEach((channel, c) => {
        const base = 80 + r * 25 + (c === 0 ? 40 : 0);
        const orders = Math.round(base * (weekend ? 1.3 : 1) * (0.75 + random() * 0.5) * (1 + d / 600));
        const revenue = (orders * (55 + random() * 30)).toFixed(2);
        rows.push([day.toISOString().slice(0, 10), region, channel, orders, revenue]);
      });
    });
  }
  return rows;
}

async function seedPostgres(rows: Row[]): Promise<void> {
  const admin = { host: '127.0.0.1', port: 5432, user: 'postgres', connectionTimeoutMillis: 2000 };
  const server = new pg.Client({ ...admin, database: 'postgres' });
  await server.connect();
  try {
    const exists = await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await server.query(`CREATE DATABASE ${DATABASE}`);
    const role = await server.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [DEMO_READER.username]);
    const password = server.escapeLiteral(DEMO_READER.password);
    await server.query(
      `${role.rowCount === 0 ? 'CREATE' : 'ALTER'} ROLE ${DEMO_READER.username} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD ${password}`,
    );
    await server.query(`GRANT CONNECT ON DATABASE ${DATABASE} TO ${DEMO_READER.username}`);
  } finally {
    await server.end();
  }
  const demo = new pg.Client({ ...admin, database: DATABASE });
  await demo.connect();
  try {
    await demo.query('BEGIN');
    await demo.query(`CREATE TABLE IF NOT EXISTS daily_sales (
      day date NOT NULL, region text NOT NULL, channel text NOT NULL, orders int NOT NULL, revenue numeric(12,2) NOT NULL,
      PRIMARY KEY (day, region, channel))`);
    await demo.query('DELETE FROM daily_sales');
    const values = rows.map((_row, i) => `($${i * 5 + 1}, $${i * 5 + 2}, $${i * 5 + 3}, $${i * 5 + 4}, $${i * 5 + 5})`);
    for (let i = 0; i < rows.length; i += 1000) {
      const chunk = rows.slice(i, i + 1000);
      await demo.query(`INSERT INTO daily_sales VALUES ${values.slice(0, chunk.length).join(', ')}`, chunk.flat());
    }
    await demo.query('REVOKE CREATE ON SCHEMA public FROM PUBLIC');
    await demo.query(`GRANT USAGE ON SCHEMA public TO ${DEMO_READER.username}`);
    await demo.query(`GRANT SELECT ON daily_sales TO ${DEMO_READER.username}`);
    await demo.query('COMMIT');
  } finally {
    await demo.end();
  }
}

async function seedMariadb(rows: Row[]): Promise<void> {
  const connection = await mysql.createConnection({
    host: '127.0.0.1',
    port: 3306,
    user: 'root',
    connectTimeout: 2000,
  });
  try {
    await connection.query(`CREATE DATABASE IF NOT EXISTS ${DATABASE}`);
    await connection.query(`CREATE TABLE IF NOT EXISTS ${DATABASE}.daily_sales (
      day date NOT NULL, region varchar(32) NOT NULL, channel varchar(16) NOT NULL, orders int NOT NULL,
      revenue decimal(12,2) NOT NULL, PRIMARY KEY (day, region, channel))`);
    await connection.beginTransaction();
    await connection.query(`DELETE FROM ${DATABASE}.daily_sales`);
    for (let i = 0; i < rows.length; i += 1000)
      await connection.query(`INSERT INTO ${DATABASE}.daily_sales VALUES ?`, [rows.slice(i, i + 1000)]);
    await connection.commit();
    for (const host of ['127.0.0.1', 'localhost']) {
      const user = `${connection.escape(DEMO_READER.username)}@${connection.escape(host)}`;
      await connection.query(`CREATE USER IF NOT EXISTS ${user}`);
      await connection.query(`ALTER USER ${user} IDENTIFIED BY ${connection.escape(DEMO_READER.password)}`);
      await connection.query(`GRANT SELECT ON ${DATABASE}.* TO ${user}`);
    }
  } finally {
    await connection.end();
  }
}

interface DemoServer {
  type: Extract<EngineType, 'postgresql' | 'mariadb'>;
  name: string;
  port: number;
  seed: (rows: Row[]) => Promise<void>;
}

const SERVERS: DemoServer[] = [
  { type: 'postgresql', name: 'Demo sales (PostgreSQL)', port: 5432, seed: seedPostgres },
  { type: 'mariadb', name: 'Demo sales (MariaDB)', port: 3306, seed: seedMariadb },
];

/** The demo tenant and its administrator, as seed.ts made them; undefined when absent. */
export async function demoTenant(): Promise<{ tenantId: string; userId: string } | undefined> {
  const userId = await findUserIdByLogin(DEMO_ADMIN.account);
  const corp = userId ? (await getUser(userId))?.corps[0] : undefined;
  return userId && corp ? { tenantId: corp.id, userId } : undefined;
}

/** The demo administrator as an act's caller: the seed makes what they would make in the UI. */
export function demoCaller(owner: { tenantId: string; userId: string }): Caller {
  return { userId: owner.userId, tenantId: owner.tenantId, isAdmin: true, tokenHash: '', corps: [owner.tenantId] };
}

/** Seeds the demo databases and their connections; never throws (a missing server is one log line). */
export async function seedDemoDatabases(log: (line: string) => void = console.log): Promise<void> {
  const owner = await demoTenant();
  if (!owner) return;
  const rows = salesRows(Date.now());
  const stored = new Map((await listDatasources(owner.tenantId)).map((record) => [record.name, record.connectionId]));
  for (const server of SERVERS) {
    try {
      await server.seed(rows);
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      log(`Demo ${server.type} database skipped: 127.0.0.1:${server.port} did not answer (${reason}).`);
      continue;
    }
    const connectionId = stored.get(server.name) ?? (await addDemoConnection(owner, server));
    await checkDemoConnection(owner, connectionId, server.name, log);
    if (server.type === 'postgresql') await addDemoApis(owner, connectionId);
  }
}

/** The window of the demo APIs: `:start`/`:end` when given, else the last 30 days. */
const WINDOW = `day >= COALESCE(CAST(:start AS date), CURRENT_DATE - 30)
  AND day < COALESCE(CAST(:end AS date), CURRENT_DATE + 1)`;
const DATE_PARAMS = [
  { name: 'start', type: 'date', description: 'First day (default: 30 days ago)' },
  { name: 'end', type: 'date', description: 'Day after the last (default: tomorrow)' },
];

/** Two data APIs over the PostgreSQL demo connection, so the data panel has something to bind out of the box. */
const DEMO_APIS = [
  {
    name: 'demo_revenue_by_region',
    path: 'demo-revenue-by-region',
    description: 'Revenue and orders per region over a date range',
    fields: [
      { name: 'region', type: 'string', label: 'Region' },
      { name: 'revenue', type: 'number', label: 'Revenue' },
      { name: 'orders', type: 'number', label: 'Orders' },
    ],
    sql: `SELECT region, SUM(revenue)::float8 AS revenue, SUM(orders)::int AS orders
FROM daily_sales
WHERE ${WINDOW}
GROUP BY region
ORDER BY revenue DESC`,
  },
  {
    name: 'demo_daily_revenue',
    path: 'demo-daily-revenue',
    description: 'Revenue per day and channel over a date range',
    fields: [
      { name: 'day', type: 'date', label: 'Day' },
      { name: 'online', type: 'number', label: 'Online' },
      { name: 'store', type: 'number', label: 'Store' },
    ],
    sql: `SELECT to_char(day, 'YYYY-MM-DD') AS day,
  SUM(revenue) FILTER (WHERE channel = 'online')::float8 AS online,
  SUM(revenue) FILTER (WHERE channel = 'store')::float8 AS store
FROM daily_sales
WHERE ${WINDOW}
GROUP BY day
ORDER BY day`,
  },
];

async function addDemoApis(owner: { tenantId: string; userId: string }, connectionId: string): Promise<void> {
  for (const api of DEMO_APIS) {
    if (await getApiByPath(owner.tenantId, api.path)) continue;
    const definition = apiDefinitionSchema.parse({
      ...api,
      type: 'direct',
      datasource_id: connectionId,
      params: DATE_PARAMS,
    });
    await addApi(demoCaller(owner), definition, Date.now());
  }
}

async function addDemoConnection(owner: { tenantId: string; userId: string }, server: DemoServer): Promise<string> {
  const settings = connectionSettingsSchema.parse({
    type: server.type,
    server: '127.0.0.1',
    port: server.port,
    database: DATABASE,
    username: DEMO_READER.username,
    password: DEMO_READER.password,
    schema: server.type === 'postgresql' ? 'public' : DATABASE,
  });
  return (await addConnection(demoCaller(owner), server.name, settings, Date.now()))._id;
}

/**
 * Reads the demo table through the stored connection, as a widget will: proves it answers; then
 * tests it as the page's test button does, so the list shows it connected, with its latency.
 */
async function checkDemoConnection(
  owner: { tenantId: string; userId: string },
  connectionId: string,
  name: string,
  log: (line: string) => void,
): Promise<void> {
  const { tenantId } = owner;
  try {
    const connection = await connectionForQuery(tenantId, connectionId);
    const result = await runReadonly({ ...connection, statement: 'SELECT count(*) FROM daily_sales' });
    log(`${name}: daily_sales has ${String(result.rows[0]?.[0])} rows.`);
    await testConnection(demoCaller(owner), { _id: connectionId }, Date.now);
  } catch (error) {
    const reason = error instanceof SqlFailure ? error.data.message : String(error);
    log(`${name} does not answer: ${reason}`);
  } finally {
    await closePool(tenantId, connectionId);
  }
}

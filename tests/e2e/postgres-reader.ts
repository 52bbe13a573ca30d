import type pg from 'pg';

/**
 * The least-privilege PostgreSQL user the data-source specs connect as: it may only read the
 * tables granted to it. Made once and never dropped, so a concurrent run of the SQL engine's
 * integration tests (which count the server's users) sees no change.
 */
export const READER = 'wb_e2e_reader';
export const READER_PASSWORD = 'Reader#e2e2026';

/** Makes the reader if it is missing, sets its password, and lets it read `table` of `public`. */
export async function grantPostgresReader(admin: pg.Client, table: string): Promise<void> {
  await admin.query(
    `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${READER}') THEN CREATE ROLE ${READER} LOGIN; END IF; END $$`,
  );
  await admin.query(`ALTER ROLE ${READER} PASSWORD '${READER_PASSWORD}'`);
  await admin.query(`GRANT USAGE ON SCHEMA public TO ${READER}`);
  await admin.query(`GRANT SELECT ON ${table} TO ${READER}`);
}

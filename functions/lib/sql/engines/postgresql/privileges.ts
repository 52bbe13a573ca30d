/**
 * The first of PostgreSQL's read-only layers: what the connection's user could do besides reading,
 * asked of the server's own catalogue. Every role the user may act as counts (its own, those it
 * inherits and those it could SET ROLE to: `pg_has_role(…, 'MEMBER')`). One row per finding, worded
 * as what to revoke; none for a user that may only read.
 *
 * - role attributes: SUPERUSER, CREATEROLE, CREATEDB, REPLICATION;
 * - membership of the predefined roles that read or write server files, run programs, signal
 *   other sessions or write every table;
 * - CREATE on the database or on a schema, ownership of the database, a schema or a relation
 *   (an owner may change or drop it whatever is granted);
 * - INSERT or UPDATE (also on single columns), DELETE, TRUNCATE or TRIGGER on a table, view or
 *   foreign table; USAGE or UPDATE on a sequence (nextval, setval);
 * - EXECUTE on functions that write past the transaction: dblink's (another connection, not
 *   read-only) and the server-side large object file functions lo_import and lo_export;
 * - USAGE on a foreign server or foreign-data wrapper (postgres_fdw and the like).
 *
 * Not counted: TEMPORARY on the database (granted to PUBLIC by default; a read-only transaction
 * refuses CREATE TEMP TABLE) and what PUBLIC may do with its own sessions (pg_cancel_backend and
 * pg_terminate_backend of sessions of the same user: docs/datasources.md says what remains).
 */
export const POSTGRESQL_PRIVILEGE_CHECK = `
WITH me AS (SELECT oid, rolname FROM pg_roles WHERE pg_has_role(current_user, oid, 'MEMBER')),
rel AS (
  SELECT c.oid, c.relkind, c.relowner, quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
    AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'
)
SELECT finding FROM (
  SELECT 'SUPERUSER (role ' || r.rolname || ')' AS finding FROM pg_roles r JOIN me ON me.oid = r.oid WHERE r.rolsuper
  UNION ALL SELECT 'CREATEROLE (role ' || r.rolname || ')' FROM pg_roles r JOIN me ON me.oid = r.oid WHERE r.rolcreaterole
  UNION ALL SELECT 'CREATEDB (role ' || r.rolname || ')' FROM pg_roles r JOIN me ON me.oid = r.oid WHERE r.rolcreatedb
  UNION ALL SELECT 'REPLICATION (role ' || r.rolname || ')' FROM pg_roles r JOIN me ON me.oid = r.oid WHERE r.rolreplication
  UNION ALL SELECT 'membership of ' || me.rolname FROM me
    WHERE me.rolname IN ('pg_read_server_files', 'pg_write_server_files', 'pg_execute_server_program',
      'pg_signal_backend', 'pg_write_all_data', 'pg_checkpoint', 'pg_create_subscription', 'pg_maintain')
  UNION ALL SELECT 'CREATE on database ' || quote_ident(current_database())
    FROM me WHERE has_database_privilege(me.oid, current_database(), 'CREATE')
  UNION ALL SELECT 'ownership of database ' || quote_ident(d.datname)
    FROM pg_database d JOIN me ON me.oid = d.datdba WHERE d.datname = current_database()
  UNION ALL SELECT 'CREATE on schema ' || quote_ident(n.nspname) FROM pg_namespace n, me
    WHERE n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%' AND has_schema_privilege(me.oid, n.oid, 'CREATE')
  UNION ALL SELECT 'ownership of schema ' || quote_ident(n.nspname) FROM pg_namespace n JOIN me ON me.oid = n.nspowner
    WHERE n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'
  UNION ALL SELECT 'ownership of ' || rel.name FROM rel JOIN me ON me.oid = rel.relowner
  UNION ALL SELECT p.privilege || ' on ' || rel.name FROM rel, me,
    (VALUES ('INSERT'), ('UPDATE'), ('DELETE'), ('TRUNCATE'), ('TRIGGER')) AS p(privilege)
    WHERE rel.relkind <> 'S' AND CASE WHEN p.privilege IN ('INSERT', 'UPDATE')
      THEN has_any_column_privilege(me.oid, rel.oid, p.privilege)
      ELSE has_table_privilege(me.oid, rel.oid, p.privilege) END
  UNION ALL SELECT p.privilege || ' on sequence ' || rel.name FROM rel, me, (VALUES ('USAGE'), ('UPDATE')) AS p(privilege)
    WHERE rel.relkind = 'S' AND has_sequence_privilege(me.oid, rel.oid, p.privilege)
  UNION ALL SELECT 'EXECUTE on function ' || f.oid::regprocedure::text FROM pg_proc f, me
    WHERE (f.proname LIKE 'dblink%' OR f.proname IN ('lo_import', 'lo_export'))
      AND has_function_privilege(me.oid, f.oid, 'EXECUTE')
  UNION ALL SELECT 'USAGE on foreign server ' || quote_ident(s.srvname) FROM pg_foreign_server s, me
    WHERE has_server_privilege(me.oid, s.oid, 'USAGE')
  UNION ALL SELECT 'USAGE on foreign-data wrapper ' || quote_ident(w.fdwname) FROM pg_foreign_data_wrapper w, me
    WHERE has_foreign_data_wrapper_privilege(me.oid, w.oid, 'USAGE')
) AS found
GROUP BY finding
ORDER BY finding NOT LIKE 'SUPERUSER%', finding NOT LIKE 'membership%', finding
LIMIT 50`;

/**
 * The first of MySQL's and MariaDB's read-only layers: what the connection's user could do besides
 * reading, asked of the server's own catalogue (`information_schema`'s privilege tables, global,
 * schema, table and column grants of the user). One row per finding, worded as what to revoke;
 * none for a user that may only read.
 *
 * Every privilege but SELECT, SHOW VIEW, SHOW DATABASES and USAGE counts (writes, DDL, FILE,
 * SUPER, PROCESS, RELOAD, SHUTDOWN, CREATE USER, EXECUTE, LOCK TABLES, EVENT, TRIGGER, MySQL's
 * dynamic privileges …), and so does GRANT OPTION on anything. Roles' grants are not in these
 * tables: every run of a user who holds one first disables them (`SET ROLE NONE`, mysql/pool.ts), so only
 * the user's own grants, the ones checked here, apply. The user is found by CURRENT_USER() (the
 * account the server matched, host part included); a user the tables do not list at all (they
 * list USAGE for every account) is refused as unreadable, never passed.
 */

/** Privileges a reader may hold. */
const READ_PRIVILEGES = "'SELECT', 'SHOW VIEW', 'SHOW DATABASES', 'USAGE'";

/** `'user'@'host'` as the privilege tables spell the grantee (a host never holds '@'; a user may). */
const GRANTEE = `CONCAT('''', LEFT(CURRENT_USER(), CHAR_LENGTH(CURRENT_USER()) - CHAR_LENGTH(SUBSTRING_INDEX(CURRENT_USER(), '@', -1)) - 1), '''@''', SUBSTRING_INDEX(CURRENT_USER(), '@', -1), '''')`;

export const MYSQL_PRIVILEGE_CHECK = `
SELECT finding FROM (
  SELECT CASE WHEN g.PRIVILEGE_TYPE IN (${READ_PRIVILEGES}) THEN CONCAT('GRANT OPTION on ', g.object)
    ELSE CONCAT(g.PRIVILEGE_TYPE, ' on ', g.object) END AS finding
  FROM (
    SELECT PRIVILEGE_TYPE, IS_GRANTABLE, '*.*' AS object, GRANTEE FROM information_schema.USER_PRIVILEGES
    UNION ALL SELECT PRIVILEGE_TYPE, IS_GRANTABLE, CONCAT(TABLE_SCHEMA, '.*'), GRANTEE FROM information_schema.SCHEMA_PRIVILEGES
    UNION ALL SELECT PRIVILEGE_TYPE, IS_GRANTABLE, CONCAT(TABLE_SCHEMA, '.', TABLE_NAME), GRANTEE
      FROM information_schema.TABLE_PRIVILEGES
    UNION ALL SELECT PRIVILEGE_TYPE, IS_GRANTABLE, CONCAT(TABLE_SCHEMA, '.', TABLE_NAME, '.', COLUMN_NAME), GRANTEE
      FROM information_schema.COLUMN_PRIVILEGES
  ) AS g
  WHERE g.GRANTEE = ${GRANTEE} AND (g.PRIVILEGE_TYPE NOT IN (${READ_PRIVILEGES}) OR g.IS_GRANTABLE = 'YES')
  UNION ALL SELECT 'privileges that cannot be read (no grants listed for the user)' FROM DUAL
    WHERE NOT EXISTS (SELECT 1 FROM information_schema.USER_PRIVILEGES WHERE GRANTEE = ${GRANTEE})
) AS found
GROUP BY finding
ORDER BY finding NOT LIKE '%on *.*', finding
LIMIT 50`;

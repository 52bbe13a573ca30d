/**
 * The powerful-user check of a MongoDB connection, on `connectionStatus` with `showPrivileges`:
 * MongoDB has no read-only session, so a connection must log in as a user who cannot write.
 * Refused: no authenticated user (a server without access control lets anyone do anything),
 * a built-in role that writes or administers (root, dbOwner, readWrite, dbAdmin, userAdmin, the
 * *AnyDatabase ones, cluster and backup roles), and any privilege with an action that changes
 * data, schema, users or the server.
 */
export interface MongoAuthInfo {
  authenticatedUsers?: readonly { user?: string; db?: string }[];
  authenticatedUserRoles?: readonly { role?: string; db?: string }[];
  authenticatedUserPrivileges?: readonly { resource?: unknown; actions?: readonly string[] }[];
}

const POWERFUL_ROLES = new Set([
  'root',
  'dbOwner',
  'readWrite',
  'dbAdmin',
  'userAdmin',
  'readWriteAnyDatabase',
  'dbAdminAnyDatabase',
  'userAdminAnyDatabase',
  'clusterAdmin',
  'clusterManager',
  'hostManager',
  'restore',
  'backup',
  '__system',
  '__queryableBackup',
  'enableSharding',
]);

/** Privilege actions that change data, schema, users, roles or the server. */
const WRITE_ACTIONS = new Set([
  'insert',
  'update',
  'remove',
  'bypassDocumentValidation',
  'createCollection',
  'dropCollection',
  'dropDatabase',
  'createIndex',
  'dropIndex',
  'renameCollection',
  'renameCollectionSameDB',
  'convertToCapped',
  'collMod',
  'compact',
  'reIndex',
  'enableProfiler',
  'createUser',
  'dropUser',
  'updateUser',
  'createRole',
  'dropRole',
  'updateRole',
  'grantRole',
  'revokeRole',
  'grantRolesToUser',
  'changePassword',
  'changeCustomData',
  'setAuthenticationRestriction',
  'applyOps',
  'shutdown',
  'killop',
  'killAnySession',
  'setParameter',
  'fsync',
  'anyAction',
]);

/** Why this user may not run data APIs, or undefined when it only reads. */
export function powerOf(info: MongoAuthInfo): string | undefined {
  if ((info.authenticatedUsers ?? []).length === 0) return 'the server lets an unauthenticated client do anything';
  const role = (info.authenticatedUserRoles ?? []).find((each) => each.role && POWERFUL_ROLES.has(each.role));
  if (role) return `role ${role.role} may write or administer`;
  for (const privilege of info.authenticatedUserPrivileges ?? []) {
    const action = (privilege.actions ?? []).find((each) => WRITE_ACTIONS.has(each));
    if (action) return `action ${action} changes the database`;
  }
  return undefined;
}

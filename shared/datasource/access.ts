/**
 * Who may run SQL of their own choosing against a stored database connection — browse its schema,
 * test or save a direct data API over it, extract from it into a worksheet — and change, test or
 * remove it: its creator and the tenant's administrator (docs/permissions.md#database-connections).
 * Worksheets follow the same rule for their own change, refresh and removal. The server enforces it
 * at each of those acts (functions/core/datasources/connections.ts); the web client reads it to offer only the
 * connections a user may query (`creator` of a connection summary, the session's user and is_admin).
 */
export function canManage(record: { creatorId: string }, user: { userId: string; isAdmin: boolean }): boolean {
  return user.isAdmin || record.creatorId === user.userId;
}

/**
 * Every DynamoDB key of the main table is built here and nowhere else. Tenant data lives
 * under `T#<tenant>` so isolation is structural; identities (users, logins, sessions, codes)
 * are global and keyed by their own id.
 */
export interface Key {
  pk: string;
  sk: string;
}

export const keys = {
  user: (userId: string): Key => ({ pk: `U#${userId}`, sk: 'PROFILE' }),
  /** One item per way to sign in (account name, email, mobile), normalized; makes them unique. */
  login: (normalized: string): Key => ({ pk: `LOGIN#${normalized}`, sk: 'LOGIN' }),
  session: (tokenHash: string): Key => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' }),
  /** gsi1 partition holding every session of a user, to revoke them all. */
  userSessions: (userId: string): string => `U#${userId}#SESSIONS`,
  vcode: (purpose: string, mobile: string): Key => ({ pk: `VCODE#${purpose}#${mobile}`, sk: 'VCODE' }),
  tenant: (tenantId: string): Key => ({ pk: `T#${tenantId}`, sk: 'TENANT' }),
  member: (tenantId: string, userId: string): Key => ({ pk: `T#${tenantId}`, sk: `MEMBER#${userId}` }),
};

/** Epoch seconds, the unit of DynamoDB TTL attributes. */
export const epochSeconds = (ms: number): number => Math.floor(ms / 1000);

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
  /**
   * The sign-in lockout counter of a user (shared by every way to spell their account), or of
   * an account name nobody has (normalized), so an unknown account locks exactly as a real one.
   */
  lockout: (who: { userId: string } | { account: string }): Key =>
    'userId' in who
      ? { pk: `LOCKOUT#U#${who.userId}`, sk: 'LOCKOUT' }
      : { pk: `LOCKOUT#A#${who.account}`, sk: 'LOCKOUT' },
  /** An attempt counter (rate-limits.ts): one item per rule and subject, holding its current window. */
  rateWindow: (rule: string, subject: string): Key => ({ pk: `RATE#${rule}#${subject}`, sk: 'WINDOW' }),
  /** An invitation into a tenant, by the SHA-256 of its code (invites.ts). */
  invite: (codeHash: string): Key => ({ pk: `INVITE#${codeHash}`, sk: 'INVITE' }),
  /** The tenant-side listing of a pending invitation (same code hash, same TTL), for the administrator. */
  inviteListing: (tenantId: string, codeHash: string): Key => ({ pk: `T#${tenantId}`, sk: `INVITE#${codeHash}` }),
  /** A marketing-source record (`v2/datasource/maidian_receiver`), by the hash of who sent which source. */
  marketingSource: (recordHash: string): Key => ({ pk: `MAIDIAN#${recordHash}`, sk: 'MAIDIAN' }),
  tenant: (tenantId: string): Key => ({ pk: `T#${tenantId}`, sk: 'TENANT' }),
  /** A tenant's identity provider (sso.ts), the global lock that finds it by code, and the proof that routes an e-mail domain to it. */
  ssoSettings: (tenantId: string): Key => ({ pk: `T#${tenantId}`, sk: 'SSO' }),
  ssoCode: (code: string): Key => ({ pk: `SSOCODE#${code}`, sk: 'SSOCODE' }),
  ssoDomain: (domain: string): Key => ({ pk: `SSODOMAIN#${domain}`, sk: 'SSODOMAIN' }),
  /** A sign-in on its way through the identity provider, by the SHA-256 of its `state`. */
  ssoState: (stateHash: string): Key => ({ pk: `SSOSTATE#${stateHash}`, sk: 'SSOSTATE' }),
  /** Who an identity provider's subject is in a tenant, by the SHA-256 of the subject. */
  ssoIdentity: (tenantId: string, subjectHash: string): Key => ({
    pk: `SSOID#${tenantId}#${subjectHash}`,
    sk: 'SSOID',
  }),
  /** gsi1 partition of a user's subject links, one per tenant (`gsi1sk`): whether they are linked there. */
  userSsoIdentities: (userId: string): string => `U#${userId}#SSOIDS`,
  member: (tenantId: string, userId: string): Key => ({ pk: `T#${tenantId}`, sk: `MEMBER#${userId}` }),
  /** A tenant's custom role, and the lock that makes its name unique, beside the members. */
  role: (tenantId: string, roleId: string): Key => ({ pk: `T#${tenantId}`, sk: `ROLE#${roleId}` }),
  roleName: (tenantId: string, name: string): Key => ({
    pk: `T#${tenantId}`,
    sk: `ROLENAME#${name.trim().toLowerCase()}`,
  }),
  /** A tenant's department, and the lock that makes its name unique, beside the members. */
  department: (tenantId: string, departmentId: string): Key => ({ pk: `T#${tenantId}`, sk: `DEPT#${departmentId}` }),
  departmentName: (tenantId: string, name: string): Key => ({
    pk: `T#${tenantId}`,
    sk: `DEPTNAME#${name.trim().toLowerCase()}`,
  }),
  /** A tenant's team, and the lock that makes its name unique, beside the members. */
  team: (tenantId: string, teamId: string): Key => ({ pk: `T#${tenantId}`, sk: `TEAM#${teamId}` }),
  teamName: (tenantId: string, name: string): Key => ({
    pk: `T#${tenantId}`,
    sk: `TEAMNAME#${name.trim().toLowerCase()}`,
  }),
  /** A user's screen groups in a tenant: one partition, a group per item, names locked beside. */
  groups: (tenantId: string, userId: string): string => `T#${tenantId}#U#${userId}#GROUPS`,
  group: (tenantId: string, userId: string, groupId: string): Key => ({
    pk: keys.groups(tenantId, userId),
    sk: `G#${groupId}`,
  }),
  groupName: (tenantId: string, userId: string, name: string): Key => ({
    pk: keys.groups(tenantId, userId),
    sk: `NAME#${name.trim().toLowerCase()}`,
  }),
  /** A screen: its META item and one item per widget under the same partition. */
  screen: (tenantId: string, screenId: string): string => `T#${tenantId}#SCREEN#${screenId}`,
  screenMeta: (tenantId: string, screenId: string): Key => ({ pk: keys.screen(tenantId, screenId), sk: 'META' }),
  widget: (tenantId: string, screenId: string, widgetId: string): Key => ({
    pk: keys.screen(tenantId, screenId),
    sk: `W#${widgetId}`,
  }),
  /**
   * The request headers a widget's HTTP source had when it was deleted (undo adds it back) or that
   * an inserted favourite brings (append takes them): private, beside the screen's items, with a TTL.
   */
  keptHeaders: (tenantId: string, screenId: string, widgetId: string): Key => ({
    pk: keys.screen(tenantId, screenId),
    sk: `KEPT#${widgetId}`,
  }),
  /** A published version's metadata, beside the screen's items (its document is an S3 object). */
  version: (tenantId: string, screenId: string, versionId: string): Key => ({
    pk: keys.screen(tenantId, screenId),
    sk: `V#${versionId}`,
  }),
  /** A published version's use of a worksheet (its gsi1 keys say which), beside the screen's items. */
  versionUse: (tenantId: string, screenId: string, versionId: string, worksheetId: string): Key => ({
    pk: keys.screen(tenantId, screenId),
    sk: `USE#${versionId}#${worksheetId}`,
  }),
  /** gsi1: the screens a user owns, by group. */
  ownedScreens: (tenantId: string, userId: string): string => `T#${tenantId}#U#${userId}#SCREENS`,
  ownedScreenSort: (groupId: string, screenId: string): string => `G#${groupId}#S#${screenId}`,
  /** Favourites: a user's personal ones, or the tenant's public ones; names locked per list. */
  favourites: (tenantId: string, scope: { userId: string } | 'public'): string =>
    scope === 'public' ? `T#${tenantId}#FAV#PUBLIC` : `T#${tenantId}#U#${scope.userId}#FAV`,
  /**
   * A tenant's data APIs in one partition: definitions (`A#`), their path and name locks, groups
   * and their name locks, token listings, and the token count.
   */
  apis: (tenantId: string): string => `T#${tenantId}#API`,
  api: (tenantId: string, apiId: string): Key => ({ pk: keys.apis(tenantId), sk: `A#${apiId}` }),
  apiPath: (tenantId: string, path: string): Key => ({ pk: keys.apis(tenantId), sk: `PATH#${path}` }),
  apiName: (tenantId: string, name: string): Key => ({
    pk: keys.apis(tenantId),
    sk: `NAME#${name.trim().toLowerCase()}`,
  }),
  apiGroup: (tenantId: string, groupId: string): Key => ({ pk: keys.apis(tenantId), sk: `G#${groupId}` }),
  apiGroupName: (tenantId: string, name: string): Key => ({
    pk: keys.apis(tenantId),
    sk: `GNAME#${name.trim().toLowerCase()}`,
  }),
  apiTokenListing: (tenantId: string, tokenId: string): Key => ({ pk: keys.apis(tenantId), sk: `TOKEN#${tokenId}` }),
  apiTokenCount: (tenantId: string): Key => ({ pk: keys.apis(tenantId), sk: 'TOKENS' }),
  /** An API token, found by the hash of its secret (global, like sessions: the secret names no tenant). */
  apiToken: (tokenHash: string): Key => ({ pk: `APITOKEN#${tokenHash}`, sk: 'APITOKEN' }),
  /** A tenant's push channels in one partition: a listing item per channel (`C#`) and their count. */
  pushChannels: (tenantId: string): string => `T#${tenantId}#PUSH`,
  pushChannel: (tenantId: string, channelId: string): Key => ({
    pk: keys.pushChannels(tenantId),
    sk: `C#${channelId}`,
  }),
  pushChannelCount: (tenantId: string): Key => ({ pk: keys.pushChannels(tenantId), sk: 'COUNT' }),
  /** The last post to a channel, kept for LIMITS.push.lastKeptSeconds (outside the `C#` listing). */
  pushChannelLast: (tenantId: string, channelId: string): Key => ({
    pk: keys.pushChannels(tenantId),
    sk: `LAST#${channelId}`,
  }),
  /**
   * A push channel found by its id alone (global: `POST /api/push/{channel}` comes without a
   * session): its tenant and the SHA-256 of its token.
   */
  pushChannelAccess: (channelId: string): Key => ({ pk: `PUSHCH#${channelId}`, sk: 'PUSHCH' }),
  /** The data proxy's cached answers and fetch leases of a tenant, by request hash. */
  proxyAnswer: (tenantId: string, requestHash: string): Key => ({ pk: `T#${tenantId}#PROXY`, sk: `A#${requestHash}` }),
  proxyLease: (tenantId: string, requestHash: string): Key => ({ pk: `T#${tenantId}#PROXY`, sk: `L#${requestHash}` }),
  /** A tenant's database connections: one partition, an item per connection. */
  datasources: (tenantId: string): string => `T#${tenantId}#DS`,
  datasource: (tenantId: string, connectionId: string): Key => ({
    pk: keys.datasources(tenantId),
    sk: `C#${connectionId}`,
  }),
  /**
   * A tenant's worksheets in one partition: definitions (`W#`), their runs (`R#<worksheet>#…`,
   * newest last by start time), groups (`G#`) and the groups' name locks.
   */
  worksheets: (tenantId: string): string => `T#${tenantId}#WS`,
  worksheet: (tenantId: string, worksheetId: string): Key => ({
    pk: keys.worksheets(tenantId),
    sk: `W#${worksheetId}`,
  }),
  worksheetRuns: (worksheetId: string): string => `R#${worksheetId}#`,
  worksheetRun: (tenantId: string, worksheetId: string, startedAt: number, runId: string): Key => ({
    pk: keys.worksheets(tenantId),
    sk: `${keys.worksheetRuns(worksheetId)}${String(startedAt).padStart(15, '0')}#${runId}`,
  }),
  /**
   * gsi1 (sparse): what reads a worksheet besides data APIs — every draft widget bound to it and
   * every published version that binds it, by screen. Under the tenant of the screen, so an id
   * of another tenant's worksheet names nothing of that tenant.
   */
  worksheetUses: (tenantId: string, worksheetId: string): string => `T#${tenantId}#WSUSE#${worksheetId}`,
  widgetUseSort: (screenId: string, widgetId: string): string => `S#${screenId}#W#${widgetId}`,
  versionUseSort: (screenId: string, versionId: string): string => `S#${screenId}#V#${versionId}`,
  /**
   * gsi1 (sparse): the worksheets of every tenant whose run lock is held, spread over a few
   * partitions by worksheet (`shard`), sorted by when the lock was taken: what the sweep of runs
   * that never started or died reads (functions/core/worksheets/sweep.ts). Outside every tenant,
   * as sessions are: the sweep reads a worksheet's tenant and id here and does the rest in that
   * tenant's scope.
   */
  runLocks: (shard: number): string => `WSLOCK#${shard}`,
  runLockSort: (startedAt: number, tenantId: string, worksheetId: string): string =>
    `${keys.runLockTime(startedAt)}#${tenantId}#${worksheetId}`,
  /** When a run lock was taken, as its gsi1 sort key begins (below it: every lock taken earlier). */
  runLockTime: (startedAt: number): string => String(startedAt).padStart(15, '0'),
  worksheetGroup: (tenantId: string, groupId: string): Key => ({ pk: keys.worksheets(tenantId), sk: `G#${groupId}` }),
  worksheetGroupName: (tenantId: string, name: string): Key => ({
    pk: keys.worksheets(tenantId),
    sk: `GNAME#${name.trim().toLowerCase()}`,
  }),
  /**
   * A share link, found by the hash of its token (global, like sessions: the link names no
   * tenant); its access log and access tokens live under it (its wrong-password counters are
   * rate windows, `rateWindow`).
   */
  linkShare: (tokenHash: string): Key => ({ pk: `SHARE#${tokenHash}`, sk: 'SHARE' }),
  linkShareLog: (tokenHash: string, at: number, id: string): Key => ({
    pk: `SHARE#${tokenHash}`,
    sk: `LOG#${String(at).padStart(15, '0')}#${id}`,
  }),
  linkShareAccess: (tokenHash: string, accessHash: string): Key => ({
    pk: `SHARE#${tokenHash}`,
    sk: `ACCESS#${accessHash}`,
  }),
  /** The share of a screen (beside its items) or of a group (beside its owner's groups). */
  screenLinkShare: (tenantId: string, screenId: string): Key => ({
    pk: keys.screen(tenantId, screenId),
    sk: 'LINKSHARE',
  }),
  groupLinkShare: (tenantId: string, ownerId: string, groupId: string): Key => ({
    pk: keys.groups(tenantId, ownerId),
    sk: `LINKSHARE#${groupId}`,
  }),
  /** Screens shared with a user by account (read or edit). */
  sharedWith: (tenantId: string, userId: string, screenId: string): Key => ({
    pk: `T#${tenantId}#U#${userId}#SHARED`,
    sk: `S#${screenId}`,
  }),
  /** Screens shared with a team (read or edit): listed for each member of the team. */
  teamSharedWith: (tenantId: string, teamId: string, screenId: string): Key => ({
    pk: `T#${tenantId}#TEAM#${teamId}#SHARED`,
    sk: `S#${screenId}`,
  }),
  /** The tenant's system-wide shares: one partition, an item per shared screen or group. */
  systemShares: (tenantId: string): string => `T#${tenantId}#SYSTEM_SHARED`,
  systemSharedScreen: (tenantId: string, screenId: string): Key => ({
    pk: keys.systemShares(tenantId),
    sk: `S#${screenId}`,
  }),
  systemSharedGroup: (tenantId: string, ownerId: string, groupId: string): Key => ({
    pk: keys.systemShares(tenantId),
    sk: `G#${ownerId}#${groupId}`,
  }),
  /**
   * A tenant's audit log (docs/audit.md): one partition, an entry per item, sorted by time
   * (`<epoch ms, 15 digits>#<id>`) so a time range is a key condition.
   */
  auditLog: (tenantId: string): string => `T#${tenantId}#AUDIT`,
  auditTime: (at: number): string => String(at).padStart(15, '0'),
  audit: (tenantId: string, at: number, id: string): Key => ({
    pk: keys.auditLog(tenantId),
    sk: `${keys.auditTime(at)}#${id}`,
  }),
  /** The tenant's displays (the device registry of pad control): one partition, a device per item. */
  devices: (tenantId: string): string => `T#${tenantId}#DEVICES`,
  device: (tenantId: string, deviceId: string): Key => ({ pk: keys.devices(tenantId), sk: `D#${deviceId}` }),
  /** How many devices the tenant holds: one counter, kept with each registration and removal. */
  deviceCount: (tenantId: string): Key => ({ pk: `T#${tenantId}#DEVICE_COUNT`, sk: 'COUNT' }),
};

/** Epoch seconds, the unit of DynamoDB TTL attributes. */
export const epochSeconds = (ms: number): number => Math.floor(ms / 1000);

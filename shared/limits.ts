/** Business constants and limits (docs/limits.md), shared by the server and the SPA. */
export const LIMITS = {
  nameMaxLength: 50,
  apiNameMin: 4,
  apiNameMax: 50,
  apiPathMax: 200,
  accountShareListMax: 200,
  cursorImageMaxPx: 100,
  mobileRecommendedWidth: 750,
  canvasDefault: { width: 1920, height: 1080 },
  toast: { durationMs: 2000, max: 3, topOffsetPx: 50 },
  /**
   * The realtime socket (docs/realtime.md): a ping every 30 s, a reconnect after 60 s of silence
   * (backoff 1 s doubling to 30 s); frames of at most 32 KB (API Gateway's own limit, close code
   * 1009); a connection ticket works once within 60 s; a connection lives at most 2 hours; a
   * fan-out has at most 64 deliveries in flight; a socket follows at most 20 push channels; one
   * client address (its /24 or /48) opens at most 60 sockets a minute (docs/realtime.md#connects-per-address).
   */
  websocket: {
    heartbeatMs: 30_000,
    reconnectSilenceMs: 60_000,
    restartDelayMs: 30_000,
    backoffStartMs: 1000,
    frameMaxBytes: 32 * 1024,
    ticketTtlMs: 60_000,
    connectionTtlSeconds: 2 * 3600,
    fanOutConcurrency: 64,
    maxChannels: 20,
    connectsPerAddressPerMinute: 60,
  },
  /** Displays (devices): offline after 75 s without a report; 500 per tenant; names of 1 to 50 characters. */
  devices: { offlineAfterMs: 75_000, maxPerTenant: 500, nameMax: 50 },
  /**
   * Push channels: a JSON body of at most 32 KB, 120 posts a minute per channel, 200 channels per
   * tenant; a channel's last post is kept 24 h and sent to each socket that subscribes to it.
   */
  push: { payloadMaxBytes: 32 * 1024, perChannelPerMinute: 120, maxPerTenant: 200, lastKeptSeconds: 24 * 3600 },
  onlineCheckMs: 60_000,
  responseCacheMs: 3000,
  config: { retries: 3, retryDelayMs: 3000 },
  incrementalUpdateMinSeconds: 60,
  uploadTimeoutMs: 50_000,
  /** Carousel intervals, whole seconds: at least 1 (docs/limits.md#carousels), at most a day; a new group plays each screen 10 s. */
  carouselMinSeconds: 1,
  carouselMaxSeconds: 86_400,
  carouselDefaultSeconds: 10,
  /** The most screens a group's mobile display rules list (one page of the screen list). */
  mobileRulesMaxScreens: 200,
  /** Custom roles per tenant (built-in roles not counted). */
  customRolesMax: 50,
  /** Departments per tenant (docs/permissions.md#departments). */
  departmentsMax: 100,
  /** Teams per tenant (docs/permissions.md#teams). */
  teamsMax: 100,
  /** Members per team (docs/permissions.md#teams). */
  teamMembersMax: 500,
  /** A new tenant's trial, and the licence file's size (docs/licensing.md). */
  license: { trialDays: 30, trialMaxUsers: 5, fileMaxChars: 8192 },
  /**
   * Single sign-on (docs/sso.md): a sign-in started at the identity provider must come back within
   * `stateMinutes`; a tenant names at most `domainsMax` e-mail domains. Proving a domain looks its
   * TXT record up at most `domainVerifyAttempts` times per tenant and domain in
   * `domainVerifyWindowMinutes`, each lookup given `dnsTimeoutMs`.
   */
  sso: {
    stateMinutes: 10,
    domainsMax: 20,
    discoveryTimeoutMs: 5000,
    answerMaxBytes: 256 * 1024,
    domainVerifyAttempts: 10,
    domainVerifyWindowMinutes: 10,
    dnsTimeoutMs: 5000,
  },
  /**
   * The audit log: entries expire after the tenant's retention (DynamoDB TTL); a search reads at
   * most `searchMax` entries of its time range, an export at most `exportMax`.
   */
  audit: {
    retentionDaysDefault: 180,
    retentionDaysMin: 30,
    retentionDaysMax: 3650,
    searchMax: 5000,
    exportMax: 50_000,
  },
  lockout: { maxWrongPasswords: 5, lockMinutes: 20 },
  inviteResendMinutes: 5,
  /**
   * Marketing-source records (`v2/datasource/maidian_receiver`): each text field at most
   * `fieldMaxChars`, `perHour` records a client address may send, kept `retentionDays` (TTL).
   */
  marketingSource: { fieldMaxChars: 100, perHour: 20, retentionDays: 365 },
  /** A temporary password set by `v2/admin/max_user/reset_password`: this many random characters. */
  tempPasswordChars: 16,
  /** Days an invitation's code works. */
  inviteValidDays: 7,
  passwordExpiryWarningMs: 3000,
  passwordMinLengthExclusive: 8,
  passwordMaxLength: 128,
  /** Verification codes: 6 digits, 10 minutes, 5 wrong tries, one send a minute, 10 an hour per phone. */
  vcode: { digits: 6, ttlMinutes: 10, maxTries: 5, resendSeconds: 60, maxPerHour: 10 },
  session: { ttlHours: 24 * 7, deviceMaxLength: 80 },
  avatarMaxBytes: 2 * 1024 * 1024,
  /**
   * Screen thumbnails (cards, versions): drawn 480 px wide from the screen's widgets, WebP
   * (PNG where a browser cannot encode WebP), at most 256 KB each.
   */
  thumbnail: { widthPx: 480, maxBytes: 256 * 1024 },
  /**
   * Link shares: 5 wrong passwords per link per client (a /24 or /48 address bucket) in 10
   * minutes, then refused until the window ends; a password exchange is good for 12 hours;
   * the access log keeps 30 days and the owner reads the newest 100 entries. A share password
   * has 6 to 64 characters.
   */
  linkShare: {
    maxWrongPasswords: 5,
    tryWindowMinutes: 10,
    accessHours: 12,
    logDays: 30,
    logShown: 100,
    passwordMin: 6,
    passwordMax: 64,
    embedDomainsMax: 20,
    openCacheSeconds: 30,
  },
} as const;

export const SCALING_MODES = ['fullscreen', 'fill', 'height', 'width', 'mobile'] as const;
export type ScalingMode = (typeof SCALING_MODES)[number];

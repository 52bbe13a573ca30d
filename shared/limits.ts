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
  websocket: { heartbeatMs: 30_000, reconnectSilenceMs: 60_000, restartDelayMs: 30_000 },
  onlineCheckMs: 60_000,
  responseCacheMs: 3000,
  config: { retries: 3, retryDelayMs: 3000 },
  incrementalUpdateMinSeconds: 60,
  uploadTimeoutMs: 50_000,
  /** Carousel intervals, whole seconds: at least 1 (docs/limits.md#carousels), at most a day; a new group plays each screen 10 s. */
  carouselMinSeconds: 1,
  carouselMaxSeconds: 86_400,
  carouselDefaultSeconds: 10,
  lockout: { maxWrongPasswords: 5, lockMinutes: 20 },
  inviteResendMinutes: 5,
  passwordExpiryWarningMs: 3000,
  passwordMinLengthExclusive: 8,
  passwordMaxLength: 128,
  /** Verification codes: 6 digits, 10 minutes, 5 wrong tries, one send a minute, 10 an hour per phone. */
  vcode: { digits: 6, ttlMinutes: 10, maxTries: 5, resendSeconds: 60, maxPerHour: 10 },
  session: { ttlHours: 24 * 7 },
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

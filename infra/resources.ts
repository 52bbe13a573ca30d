/**
 * The one definition of Wallboard's tables and buckets. The CDK data stack builds them from
 * this, and the local stack creates the same tables and buckets in the emulators from it.
 * Handlers find the deployed names in the environment variables named here.
 */
export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey?: string;
}

export interface TableDefinition {
  /** Logical id in CDK and the table's name in the local emulators. */
  id: string;
  localName: string;
  envVar: string;
  partitionKey: string;
  sortKey?: string;
  ttlAttribute: string;
  indexes: IndexDefinition[];
}

export interface CorsDefinition {
  methods: ('GET' | 'PUT')[];
  origins: string[];
  headers: string[];
  exposed: string[];
  maxAgeSeconds: number;
}

export interface BucketDefinition {
  id: string;
  localName: string;
  envVar: string;
  cors?: CorsDefinition;
}

export const TABLES = {
  main: {
    id: 'MainTable',
    localName: 'wallboard-main',
    envVar: 'MAIN_TABLE',
    partitionKey: 'pk',
    sortKey: 'sk',
    ttlAttribute: 'expiresAt',
    indexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  },
  connections: {
    id: 'ConnectionsTable',
    localName: 'wallboard-connections',
    envVar: 'CONNECTIONS_TABLE',
    partitionKey: 'connectionId',
    ttlAttribute: 'expiresAt',
    indexes: [
      { name: 'byTarget', partitionKey: 'target', sortKey: 'connectionId' },
      // A user's connections, to close them when their session ends (logout, password change).
      { name: 'byUser', partitionKey: 'userId', sortKey: 'connectionId' },
    ],
  },
} as const satisfies Record<string, TableDefinition>;

export const BUCKETS = {
  /** Avatars, thumbnails, uploads, export zips: private, reached by presigned URL. */
  assets: {
    id: 'AssetsBucket',
    localName: 'wallboard-assets',
    envVar: 'ASSETS_BUCKET',
    // Presigned uploads (multipart parts) go straight from the browser; merging reads each part's ETag,
    // and the download helper reads the file name of an export from Content-Disposition.
    cors: {
      methods: ['PUT', 'GET'],
      origins: ['*'],
      headers: ['*'],
      exposed: ['ETag', 'Content-Disposition'],
      maxAgeSeconds: 3000,
    },
  },
  /** Published screen versions: immutable objects served through CloudFront. */
  published: { id: 'PublishedBucket', localName: 'wallboard-published', envVar: 'PUBLISHED_BUCKET' },
} satisfies Record<string, BucketDefinition>;

/**
 * How long a request's function may run, seconds: the Lambda timeout of every handler but the
 * worksheet runner (infra/stacks/lambda.ts), the remaining time the local gateway gives a request,
 * and the bound a synchronous statement is cut to (functions/lib/sql/timeout-cap.ts).
 */
export const HANDLER_TIMEOUT_SECONDS = 30;

/** Environment variable naming the WebSocket management endpoint (the `@connections` API). */
export const WS_ENDPOINT_ENV = 'WS_MANAGEMENT_ENDPOINT';

/**
 * The deployed app's own browser origin (`https://<distribution>.cloudfront.net`), for a deploy
 * without a web domain or `allowedOrigins`: the web stack writes it as a JSON array of origins to
 * `key` in the published bucket, and the ws function, told the key by `envVar`, reads it there.
 * The realtime stack is deployed before the web stack (the API and the site depend on it), so the
 * distribution's domain cannot be a variable of its function without a cycle of stacks.
 */
export const APP_ORIGINS_OBJECT = { envVar: 'ALLOWED_ORIGINS_KEY', key: 'config/allowed-origins.json' } as const;

/**
 * The header CloudFront adds to every request it sends the HTTP API. A request without it did
 * not come through CloudFront (WAF, security headers) and is refused
 * (functions/lib/middleware/origin-verify.ts). Its accepted values live in a Secrets Manager
 * secret of the api stack, a JSON object `{current, previous?}`: CloudFront sends `current`,
 * the handlers accept either, so the value rotates without downtime
 * (docs/ARCHITECTURE.md#origin-verify-and-its-rotation). Deployed, the handlers' environment
 * names only the secret (`secretArnEnvVar`), never a value. `localEnvVar` holds the values
 * themselves for the local stack and tests only; with neither variable set nothing is checked.
 */
export const ORIGIN_VERIFY = {
  header: 'x-origin-verify',
  secretArnEnvVar: 'ORIGIN_VERIFY_SECRET_ARN',
  localEnvVar: 'ORIGIN_VERIFY_SECRET',
  currentKey: 'current',
  previousKey: 'previous',
} as const;

/**
 * Worksheets on AWS (infra/stacks/worksheets.ts): the EventBridge Scheduler group
 * holding one schedule per worksheet and the sweep's schedule (every `sweepMinutes`: runs that
 * never started or died, functions/core/worksheets/sweep.ts), the Athena workgroup of queries
 * past one machine, the prefix of the Glue databases the engine makes at run time
 * (`<prefix>_<tenant hash>`), and the assets bucket's prefix Athena writes query results under
 * (expired after a day).
 */
export const WORKSHEETS = {
  scheduleGroup: 'wallboard-worksheets',
  /** Not `ws-…`: no worksheet's schedule (functions/core/worksheets/schedule.ts scheduleName) has this name. */
  sweepSchedule: 'worksheet-sweep',
  sweepMinutes: 1,
  athenaWorkgroup: 'wallboard-worksheets',
  glueDatabasePrefix: 'wallboard_ws',
  /** Bytes one Athena query may scan before Athena cancels it. */
  bytesScannedCutoff: 10 * 1024 ** 3,
  resultsExpireDays: 1,
} as const;

export const ATHENA_RESULTS_PREFIX = 'athena-results/';

/**
 * The role the act functions assume for an act of a tenant (infra/stacks/tenant-data-role.ts,
 * functions/lib/tenant-credentials.ts): the environment variable naming it, the session tag
 * carrying the tenant id that its policy matches keys against, and how long a session lasts.
 * A tenant id must match `tenantPattern` to be a tag (no IAM wildcard, no key separator).
 */
export const TENANT_DATA_ROLE = {
  envVar: 'TENANT_DATA_ROLE_ARN',
  sessionTag: 'tenant',
  sessionSeconds: 900,
  tenantPattern: /^[A-Za-z0-9_-]{1,64}$/,
} as const;

import { BUCKETS, TABLES, TENANT_DATA_ROLE, WS_ENDPOINT_ENV } from '../../infra/resources.js';
import { WORKSHEET_LIMITS } from '../../shared/datasource/worksheet.js';

/** Settings of a handler, read once per container from its environment. */
function read(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : value;
}

export const env = {
  mainTable: () => read(TABLES.main.envVar, TABLES.main.localName),
  connectionsTable: () => read(TABLES.connections.envVar, TABLES.connections.localName),
  assetsBucket: () => read(BUCKETS.assets.envVar, BUCKETS.assets.localName),
  publishedBucket: () => read(BUCKETS.published.envVar, BUCKETS.published.localName),
  wsEndpoint: () => read(WS_ENDPOINT_ENV, ''),
  /** `log` writes codes to the log; `outbox` also to the dev outbox file (local stack only). */
  smsSender: () => read('SMS_SENDER', 'log'),
  outboxFile: () => read('OUTBOX_FILE', ''),
  /** `ses` sends mail through SES from `MAIL_FROM`; `log` / `outbox` as for SMS (lib/mail/sender.ts). */
  mailSender: () => read('MAIL_SENDER', 'log'),
  mailFrom: () => read('MAIL_FROM', ''),
  /** The web app's own origin, for links in mails (invitations); '' leaves links relative. */
  appOrigin: () => read('APP_ORIGIN', ''),
  /** Licence verification keys, `kid=<Ed25519 SPKI DER, base64>` entries, comma-separated (docs/licensing.md). */
  licensePublicKeys: () =>
    read('LICENSE_PUBLIC_KEYS', '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  /** This deployment's id, part of every tenant's licence fingerprint. */
  installationId: () => read('INSTALLATION_ID', 'local'),
  passwordMaxAgeDays: () => Number(read('PASSWORD_MAX_AGE_DAYS', '90')),
  tenantFeature: () => read('TENANT_FEATURE', '0') === '1',
  appVersion: () => read('APP_VERSION', '0.1.0'),
  appBuild: () => read('APP_BUILD', 'local'),
  /** Data proxy: `host:port/path/prefix/` entries reachable on private addresses (the local stack's sample API only; net/allow-list.ts). */
  proxyAllowHosts: () =>
    new Set(
      read('PROXY_ALLOW_HOSTS', '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Identity providers: `host:port` entries reachable on private addresses (the local stack's demo provider only). */
  ssoAllowHosts: () =>
    new Set(
      read('SSO_ALLOW_HOSTS', '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * The DNS servers that look up the TXT records proving SSO e-mail domains (docs/sso.md#domain-ownership):
   * `host:port` entries (`[v6]:port` for IPv6), comma-separated; none means the system's resolvers.
   */
  ssoDnsServers: () =>
    read('SSO_DNS_SERVERS', '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  /** Database connections: `host:port` entries reachable on private addresses (the local stack's own PostgreSQL and MariaDB; deployed, peered VPCs named by the infra). */
  datasourceAllowHosts: () =>
    read('DATASOURCE_ALLOW_HOSTS', '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  /** The fixed public address database queries leave from (the NAT gateway's Elastic IP), '' locally. */
  datasourceEgressIp: () => read('DATASOURCE_EGRESS_IP', ''),
  /** The KMS key that wraps connection secrets' data keys (deployed). */
  secretsKeyId: () => read('CONNECTION_SECRETS_KEY_ID', ''),
  /** The local key file that wraps them when no KMS key is named (local stack, tests). */
  secretsKeyFile: () => read('CONNECTION_SECRETS_KEY_FILE', ''),
  proxyTimeoutMs: () => Number(read('PROXY_TIMEOUT_MS', '8000')),
  proxyMaxBytes: () => Number(read('PROXY_MAX_BYTES', '2000000')),
  /**
   * The role acts of a tenant assume, tagged with the tenant, so DynamoDB and S3 see only that
   * tenant's keys (docs/tenants.md#isolation-by-iam; infra/stacks/tenant-data-role.ts). Unset
   * locally: acts use the function's own credentials.
   */
  tenantDataRoleArn: () => read(TENANT_DATA_ROLE.envVar, ''),
  s3ForcePathStyle: () => read('S3_FORCE_PATH_STYLE', '0') === '1',
  /**
   * Worksheets. The function that runs a worksheet's loads (the same Lambda's run
   * handler, functions/worksheet/run-handler.ts): invoked asynchronously for a first load or a
   * refresh, and by EventBridge Scheduler (schedule group and the role it assumes) for updates.
   * '' locally: the local stack runs loads in-process and schedules from a timer.
   */
  worksheetRunnerArn: () => read('WORKSHEET_RUNNER_ARN', ''),
  worksheetScheduleGroup: () => read('WORKSHEET_SCHEDULE_GROUP', ''),
  worksheetSchedulerRoleArn: () => read('WORKSHEET_SCHEDULER_ROLE_ARN', ''),
  /** Athena for worksheets past `athenaMinBytes`: its workgroup ('' = DuckDB only) and the per-tenant Glue databases' prefix. */
  /** Whether this process is a Lambda function on AWS (Athena is never used elsewhere). */
  onAws: () => read('AWS_LAMBDA_FUNCTION_NAME', '') !== '',
  athenaWorkgroup: () => read('ATHENA_WORKGROUP', ''),
  glueDatabasePrefix: () => read('GLUE_DATABASE_PREFIX', 'wallboard_ws'),
  athenaMinBytes: () => Number(read('ATHENA_MIN_BYTES', String(WORKSHEET_LIMITS.athenaMinBytes))),
  /** Bytes of worksheet Parquet the DuckDB engine keeps on local disk (os.tmpdir()) between queries. */
  worksheetCacheBytes: () => Number(read('WORKSHEET_CACHE_BYTES', String(2 * 1024 * 1024 * 1024))),
  /** Client addresses the per-address limits skip: the local stack's loopback (its test suites sign up hundreds of users). */
  rateLimitExemptAddresses: () =>
    new Set(
      read('RATE_LIMIT_EXEMPT_ADDRESSES', '')
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    ),
};

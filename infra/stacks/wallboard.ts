import { Tags, type App } from 'aws-cdk-lib';
import { ApiStack, DEFAULT_API_THROTTLE, type ApiDomain, type ApiThrottle } from './api-stack.js';
import { DataStack } from './data-stack.js';
import { RealtimeStack } from './realtime-stack.js';
import { EdgeStack } from './web-acl.js';
import { WebStack, type WebDomain } from './web-stack.js';

export interface WallboardStacks {
  data: DataStack;
  api: ApiStack;
  realtime: RealtimeStack;
  web: WebStack;
  /** The WebACL's stack, only when the app's region is not us-east-1. */
  edge?: EdgeStack;
}

/**
 * Deployment parameters, read from the CDK context (`cdk deploy -c name=value` or cdk.json):
 * - `region`: where every stack but the edge goes (else the CLI's region, else us-east-1);
 * - `apiDomainName` + `apiCertificateArn`: a custom domain for the HTTP API (certificate in
 *   the region); with it the execute-api endpoint is disabled and CloudFront uses the domain;
 * - `webDomainName` + `webCertificateArn`: the site's domain (certificate in us-east-1); with it
 *   viewers need TLS 1.2 (TLS_V1_2_2021). CloudFront's default certificate still allows TLS 1.0;
 * - `alarmEmail`: an address subscribed to the alarm topic;
 * - `allowedOrigins`: comma-separated browser origins the WebSocket accepts (default the site's
 *   `https://<webDomainName>`; without either, the distribution's own `https://<id>.cloudfront.net`,
 *   which the web stack publishes for the ws function: APP_ORIGINS_OBJECT);
 * - `siteDir`: the built SPA to deploy (default `web/dist`; synth fails without its `index.html`);
 * - `apiThrottleRate` / `apiThrottleBurst`: the HTTP API's default-stage throttling;
 * - `datasourceAllowHosts`: comma-separated private `host:port` entries database connections may
 *   reach (databases in VPCs peered with the query VPC); default none: private addresses refused;
 * - `originVerifyVersion`: the version id of the origin-verify secret whose `current` CloudFront
 *   sends (step 3 of a rotation, docs/ARCHITECTURE.md#origin-verify-and-its-rotation); default
 *   the secret's current version, as resolved when the header's reference last changed.
 */
export interface WallboardOptions {
  region: string;
  apiDomain?: ApiDomain;
  webDomain?: WebDomain;
  alarmEmail?: string;
  allowedOrigins?: string;
  apiThrottle: ApiThrottle;
  datasourceAllowHosts?: string;
  /** The verified SES sender of invitation mails. */
  mailFrom?: string;
  /** Licence verification keys (docs/licensing.md). */
  licensePublicKeys?: string;
  /** The origin-verify secret's version CloudFront's header is resolved from. */
  originVerifyVersion?: string;
  /** The built SPA (default `web/dist`). */
  siteDir?: string;
}

function contextString(app: App, key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`context ${key} must be a string`);
  return value;
}

function contextNumber(app: App, key: string, fallback: number): number {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`context ${key} must be a positive number`);
  return number;
}

/** A domain and its certificate, both or neither. */
function domainOf(
  app: App,
  nameKey: string,
  certificateKey: string,
): { domainName: string; certificateArn: string } | undefined {
  const domainName = contextString(app, nameKey);
  const certificateArn = contextString(app, certificateKey);
  if (!domainName && !certificateArn) return undefined;
  if (!domainName || !certificateArn) throw new Error(`context ${nameKey} and ${certificateKey} go together`);
  return { domainName, certificateArn };
}

function webOrigin(domain: { domainName: string } | undefined): string | undefined {
  return domain ? `https://${domain.domainName}` : undefined;
}

export function optionsFromContext(app: App): WallboardOptions {
  return {
    region: contextString(app, 'region') ?? process.env.CDK_DEFAULT_REGION ?? 'us-east-1',
    apiDomain: domainOf(app, 'apiDomainName', 'apiCertificateArn'),
    webDomain: domainOf(app, 'webDomainName', 'webCertificateArn'),
    alarmEmail: contextString(app, 'alarmEmail'),
    allowedOrigins:
      contextString(app, 'allowedOrigins') ?? webOrigin(domainOf(app, 'webDomainName', 'webCertificateArn')),
    apiThrottle: {
      rateLimit: contextNumber(app, 'apiThrottleRate', DEFAULT_API_THROTTLE.rateLimit),
      burstLimit: contextNumber(app, 'apiThrottleBurst', DEFAULT_API_THROTTLE.burstLimit),
    },
    datasourceAllowHosts: contextString(app, 'datasourceAllowHosts'),
    mailFrom: contextString(app, 'mailFrom'),
    licensePublicKeys: contextString(app, 'licensePublicKeys'),
    originVerifyVersion: secretVersionOf(app, 'originVerifyVersion'),
    siteDir: contextString(app, 'siteDir'),
  };
}

/** A Secrets Manager version id (what `put-secret-value` answers as `VersionId`). */
function secretVersionOf(app: App, key: string): string | undefined {
  const value = contextString(app, key);
  if (value !== undefined && !/^[A-Za-z0-9-]{32,64}$/.test(value))
    throw new Error(`context ${key} must be a secret version id (the VersionId put-secret-value answers)`);
  return value;
}

/**
 * The Wallboard stacks, shared by `infra/app.ts` and the CDK tests. The stacks name a region
 * (so the web stack can take the WebACL's ARN from us-east-1) but no account: synth needs no
 * credentials and makes no lookups.
 */
export function buildWallboard(app: App, options: WallboardOptions = optionsFromContext(app)): WallboardStacks {
  Tags.of(app).add('app', 'wallboard');
  const env = { region: options.region };

  const data = new DataStack(app, 'Wallboard-Data', {
    env,
    description: 'Wallboard data: DynamoDB tables and S3 buckets (retained on delete), logs bucket, alarm topic',
    alarmEmail: options.alarmEmail,
  });
  const realtime = new RealtimeStack(app, 'Wallboard-Realtime', {
    env,
    description: 'Wallboard WebSocket API and its connection handler',
    tables: data.tables,
    publishedBucket: data.buckets.published,
    alarmTopic: data.alarmTopic,
    allowedOrigins: options.allowedOrigins,
  });
  const api = new ApiStack(app, 'Wallboard-Api', {
    env,
    description: 'Wallboard HTTP API: one Lambda per act family',
    tables: data.tables,
    buckets: data.buckets,
    connectionSecretsKey: data.connectionSecretsKey,
    alarmTopic: data.alarmTopic,
    domain: options.apiDomain,
    datasourceAllowHosts: options.datasourceAllowHosts,
    mailFrom: options.mailFrom,
    licensePublicKeys: options.licensePublicKeys,
    appOrigin: webOrigin(options.webDomain),
    throttle: options.apiThrottle,
    webSocketStage: realtime.stage,
    webSocketFunctionRole: realtime.handler.role,
  });
  // A CLOUDFRONT WebACL lives in us-east-1: in the web stack itself when that is its region.
  const edge =
    options.region === 'us-east-1'
      ? undefined
      : new EdgeStack(app, 'Wallboard-Edge', {
          env: { region: 'us-east-1' },
          description: 'Wallboard edge: the CloudFront WebACL and its alarm topic (us-east-1)',
          alarmEmail: options.alarmEmail,
        });
  const web = new WebStack(app, 'Wallboard-Web', {
    env,
    crossRegionReferences: edge !== undefined,
    description: 'Wallboard web: SPA bucket and the CloudFront distribution',
    apiOriginDomainName: api.originDomainName,
    httpApiUrl: api.apiUrl,
    originVerifySecret: api.originVerifySecret,
    originVerifyVersion: options.originVerifyVersion,
    publishedBucket: data.buckets.published,
    assetsBucket: data.buckets.assets,
    logBucket: data.logBucket,
    webSocketUrl: realtime.stage.url,
    webAclArn: edge?.webAclArn,
    alarmTopic: data.alarmTopic,
    domain: options.webDomain,
    siteDir: options.siteDir,
    publishAppOrigin: options.allowedOrigins === undefined,
  });
  return { data, api, realtime, web, ...(edge ? { edge } : {}) };
}

import type { Tracer } from '@aws-lambda-powertools/tracer';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { KMSClient } from '@aws-sdk/client-kms';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LIMITS } from '../../shared/limits.js';
import { env } from './env.js';
import { guardTenantKeys } from './tenant-key-guard.js';
import { scopedClients } from './tenant-scope.js';

/**
 * SDK clients, created once per container. Endpoints come from the standard
 * AWS_ENDPOINT_URL / AWS_ENDPOINT_URL_<SERVICE> variables, so the same code runs on AWS,
 * LocalStack and the local emulators.
 *
 * Each client is traced by the Powertools Tracer (X-Ray subsegments per SDK call). The
 * Tracer is on only inside Lambda (AWS_EXECUTION_ENV set) unless POWERTOOLS_TRACE_ENABLED is
 * `false`, and it is loaded only then: once imported, its X-Ray SDK's async hooks (cls-hooked)
 * make every promise of the process about ten times dearer, traced or not, which cost each act
 * 0.3 ms locally (docs/performance.md#rpc-overhead). Elsewhere clients go untraced, so local
 * runs need no X-Ray daemon.
 */
const TRACING =
  Boolean(process.env.AWS_EXECUTION_ENV) &&
  !process.env.AWS_SAM_LOCAL &&
  process.env.POWERTOOLS_TRACE_ENABLED?.toLowerCase() !== 'false';
const tracerModule = TRACING ? await import('@aws-lambda-powertools/tracer') : undefined;
let tracer: Tracer | undefined;
let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;
let managementClient: ApiGatewayManagementApiClient | undefined;
let kmsClient: KMSClient | undefined;
let secretsClient: SecretsManagerClient | undefined;

function traced<T>(client: T): T {
  if (!tracerModule) return client;
  tracer ??= new tracerModule.Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'wallboard' });
  return tracer.captureAWSv3Client(client);
}

/** Temporary credentials (the tenant data role's, tenant-credentials.ts). */
export interface ClientCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  expiration: Date;
}

/**
 * How many times a storage call is sent before its failure is answered: the SDK's standard retry
 * (backoff with jitter, throttles and 5xx) with two more tries than its default of three, so a
 * burst of throttles seldom reaches a user. Writes sent again are recognised by their conditions
 * (data/conditions.ts) and transactions by their request token.
 */
const STORAGE_ATTEMPTS = 5;

/** A document client, with the function's own credentials unless given others. */
export function newDocumentClient(credentials?: ClientCredentials): DynamoDBDocumentClient {
  const options = { maxAttempts: STORAGE_ATTEMPTS, ...(credentials ? { credentials } : {}) };
  return DynamoDBDocumentClient.from(traced(new DynamoDBClient(options)), {
    marshallOptions: { removeUndefinedValues: true },
  });
}

/** An S3 client, with the function's own credentials unless given others. */
export function newS3Client(credentials?: ClientCredentials): S3Client {
  return traced(
    new S3Client({
      forcePathStyle: env.s3ForcePathStyle(),
      maxAttempts: STORAGE_ATTEMPTS,
      ...(credentials ? { credentials } : {}),
    }),
  );
}

/**
 * The main and connections tables. Inside an act of a tenant (when deployed) the client holds
 * that tenant's scoped credentials (tenant-scope.ts), else the function's own.
 */
export function dynamo(): DynamoDBDocumentClient {
  const scoped = scopedClients();
  if (scoped) return scoped.dynamo;
  documentClient ??= guardTenantKeys(newDocumentClient(), undefined);
  return documentClient;
}

/** The buckets, scoped as `dynamo()` is. */
export function s3(): S3Client {
  return scopedClients()?.s3 ?? baseS3();
}

/**
 * The function's own S3 client, whatever the scope: for presigned links, which live longer than
 * the tenant's temporary credentials (a link signed with them would die with them).
 */
export function baseS3(): S3Client {
  s3Client ??= newS3Client();
  return s3Client;
}

/**
 * The WebSocket management API: as many keep-alive sockets as a fan-out has deliveries in flight
 * (the SDK's default agent keeps 50, which queued the 64 of functions/lib/fanout.ts).
 */
export function wsManagement(): ApiGatewayManagementApiClient {
  const sockets = { keepAlive: true, maxSockets: LIMITS.websocket.fanOutConcurrency };
  managementClient ??= traced(
    new ApiGatewayManagementApiClient({
      endpoint: env.wsEndpoint(),
      requestHandler: { httpAgent: sockets, httpsAgent: sockets },
    }),
  );
  return managementClient;
}

export function kms(): KMSClient {
  kmsClient ??= traced(new KMSClient({}));
  return kmsClient;
}

/** Secrets Manager, with the function's own credentials (the origin-verify secret: middleware/origin-verify.ts). */
export function secretsManager(): SecretsManagerClient {
  secretsClient ??= traced(new SecretsManagerClient({}));
  return secretsClient;
}

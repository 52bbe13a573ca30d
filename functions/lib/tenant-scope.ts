import { AsyncLocalStorage } from 'node:async_hooks';
import type { S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The SDK clients of one tenant's act: built from credentials of the tenant data role assumed
 * with the session tag `tenant` (tenant-credentials.ts), so IAM lets them reach only that
 * tenant's items and objects and the global ones. `dynamo()` and `s3()` (clients.ts) hand
 * these out while an act of the tenant runs, the function's own clients everywhere else.
 */
export interface ScopedClients {
  tenantId: string;
  dynamo: DynamoDBDocumentClient;
  s3: S3Client;
}

const scope = new AsyncLocalStorage<ScopedClients>();

/** The clients of the tenant whose act is running, if any. */
export function scopedClients(): ScopedClients | undefined {
  return scope.getStore();
}

/** Runs `work` (and everything it awaits) with `clients` as the clients of `dynamo()` and `s3()`. */
export function runScoped<T>(clients: ScopedClients, work: () => Promise<T>): Promise<T> {
  return scope.run(clients, work);
}

/** Runs `work` with the function's own clients, even inside a tenant's act. */
export function runUnscoped<T>(work: () => Promise<T>): Promise<T> {
  return scope.exit(work);
}

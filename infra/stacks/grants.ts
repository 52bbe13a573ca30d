import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { BucketName, HandlerGrants, TableName } from '../permissions.js';

export interface GrantTargets {
  tables: Partial<Record<TableName, ITable>>;
  buckets?: Partial<Record<BucketName, IBucket>>;
  webSocketStage?: WebSocketStage;
  connectionSecretsKey?: IKey;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`grants name ${what}, which this stack was not given`);
  return value;
}

/** The IAM statements of one handler's row of HANDLER_GRANTS (infra/permissions.ts). */
export function grantStatements(grants: HandlerGrants, targets: GrantTargets): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  for (const grant of grants.tables) {
    const table = required(targets.tables[grant.table], `table ${grant.table}`);
    statements.push(
      new PolicyStatement({
        actions: grant.actions.map((action) => `dynamodb:${action}`),
        resources: [table.tableArn, ...(grant.indexes ?? []).map((index) => `${table.tableArn}/index/${index}`)],
      }),
    );
  }
  for (const grant of grants.objects) {
    const bucket = required(targets.buckets?.[grant.bucket], `bucket ${grant.bucket}`);
    statements.push(
      new PolicyStatement({
        actions: grant.actions.map((action) => `s3:${action}`),
        resources: grant.prefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`)),
      }),
    );
  }
  for (const name of grants.listBuckets ?? []) {
    const bucket = required(targets.buckets?.[name], `bucket ${name}`);
    statements.push(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
  }
  if (grants.sms) {
    // Texts go to phone numbers, which have no ARN: SNS needs `*` for direct publishing.
    statements.push(
      new PolicyStatement({
        actions: ['sns:Publish'],
        resources: ['*'],
        conditions: { Bool: { 'aws:SecureTransport': 'true' } },
      }),
    );
  }
  if (grants.connectionSecrets?.length) {
    const key = required(targets.connectionSecretsKey, 'the connection secrets key');
    statements.push(
      new PolicyStatement({
        actions: grants.connectionSecrets.map((action) => `kms:${action}`),
        resources: [key.keyArn],
      }),
    );
  }
  return statements;
}

/** Gives a handler exactly its row of HANDLER_GRANTS. */
export function applyGrants(grantee: IGrantable, grants: HandlerGrants, targets: GrantTargets): void {
  for (const statement of grantStatements(grants, targets)) grantee.grantPrincipal.addToPrincipalPolicy(statement);
  if (grants.manageConnections)
    required(targets.webSocketStage, 'the WebSocket stage').grantManagementApiAccess(grantee);
}

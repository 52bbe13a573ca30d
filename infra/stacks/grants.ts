import { Aws } from 'aws-cdk-lib';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { BucketName, HandlerGrants, TableName } from '../permissions.js';
import { ATHENA_RESULTS_PREFIX } from '../resources.js';

/** The ARNs worksheet grants name (infra/stacks/worksheets.ts). */
export interface WorksheetTargets {
  runnerArn: string;
  schedulerRoleArn: string;
  /** Every schedule of the worksheets' group: `…:schedule/<group>/*`. */
  schedulesArn: string;
  workgroupArn: string;
  /** The Glue catalog, the databases named by the prefix and their tables. */
  glueArns: string[];
}

export interface GrantTargets {
  tables: Partial<Record<TableName, ITable>>;
  buckets?: Partial<Record<BucketName, IBucket>>;
  webSocketStage?: WebSocketStage;
  connectionSecretsKey?: IKey;
  worksheets?: WorksheetTargets;
  /** The verified sender of mails (`ses:SendEmail` is scoped to its address and domain identities). */
  mailFrom?: string;
  /** The values the HTTP handlers accept in the origin-verify header (infra/resources.ts ORIGIN_VERIFY). */
  originVerifySecret?: ISecret;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`grants name ${what}, which this stack was not given`);
  return value;
}

/** The main table's keys outside every tenant: sessions, users, logins, share links, tickets… */
export const OUTSIDE_TENANTS = { 'ForAllValues:StringNotLike': { 'dynamodb:LeadingKeys': ['T#*'] } } as const;

/** The IAM statements of one handler's row of HANDLER_GRANTS (infra/permissions.ts). */
export function grantStatements(grants: HandlerGrants, targets: GrantTargets): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  for (const grant of grants.tables) {
    const table = required(targets.tables[grant.table], `table ${grant.table}`);
    statements.push(
      new PolicyStatement({
        actions: grant.actions.map((action) => `dynamodb:${action}`),
        resources: [table.tableArn, ...(grant.indexes ?? []).map((index) => `${table.tableArn}/index/${index}`)],
        // A function's own role never reaches a tenant's keys (`T#…`, functions/lib/data/keys.ts):
        // those go through the tenant data role, tagged with the tenant (tenant-data-role.ts).
        ...(grant.table === 'main' ? { conditions: OUTSIDE_TENANTS } : {}),
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
  if (grants.mail && targets.mailFrom) {
    // No sender configured: nothing may be sent, so nothing is granted.
    const identity = (name: string) => `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/${name}`;
    const domain = targets.mailFrom.split('@')[1] ?? targets.mailFrom;
    statements.push(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [identity(targets.mailFrom), identity(domain)],
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
  if (grants.originVerifySecret) {
    // Read only: no DescribeSecret, no other secret (`grantRead` would add DescribeSecret).
    const secret = required(targets.originVerifySecret, 'the origin-verify secret');
    statements.push(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] }));
  }
  statements.push(...worksheetStatements(grants, targets));
  return statements;
}

/** Athena, Glue, schedules and the runner (infra/permissions.ts HandlerGrants). */
function worksheetStatements(grants: HandlerGrants, targets: GrantTargets): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  const uses = grants.athena?.length || grants.glue?.length || grants.schedules?.length || grants.invokeRunner;
  if (!uses) return statements;
  const worksheets = required(targets.worksheets, 'the worksheet resources');
  if (grants.athena?.length) {
    statements.push(
      new PolicyStatement({
        actions: grants.athena.map((action) => `athena:${action}`),
        resources: [worksheets.workgroupArn],
      }),
    );
    // Athena reads the catalog and the data and writes results with the caller's credentials:
    // it reads the tables' definitions, locates the bucket, writes results (in parts) and reads
    // them back for GetQueryResults. The data's objects are in the row's object grants.
    statements.push(
      new PolicyStatement({
        actions: ['glue:GetDatabase', 'glue:GetTable', 'glue:GetPartitions'],
        resources: worksheets.glueArns,
      }),
    );
    const assets = required(targets.buckets?.assets, 'bucket assets');
    statements.push(new PolicyStatement({ actions: ['s3:GetBucketLocation'], resources: [assets.bucketArn] }));
    statements.push(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
        resources: [assets.arnForObjects(`${ATHENA_RESULTS_PREFIX}*`)],
      }),
    );
  }
  if (grants.glue?.length) {
    statements.push(
      new PolicyStatement({ actions: grants.glue.map((action) => `glue:${action}`), resources: worksheets.glueArns }),
    );
  }
  if (grants.schedules?.length) {
    statements.push(
      new PolicyStatement({
        actions: grants.schedules.map((action) => `scheduler:${action}`),
        resources: [worksheets.schedulesArn],
      }),
    );
    if (grants.schedules.some((action) => action === 'CreateSchedule' || action === 'UpdateSchedule')) {
      statements.push(
        new PolicyStatement({
          actions: ['iam:PassRole'],
          resources: [worksheets.schedulerRoleArn],
          conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
        }),
      );
    }
  }
  if (grants.invokeRunner) {
    statements.push(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [worksheets.runnerArn] }));
  }
  return statements;
}

/** Gives a handler exactly its row of HANDLER_GRANTS. */
export function applyGrants(grantee: IGrantable, grants: HandlerGrants, targets: GrantTargets): void {
  for (const statement of grantStatements(grants, targets)) grantee.grantPrincipal.addToPrincipalPolicy(statement);
  if (grants.manageConnections)
    required(targets.webSocketStage, 'the WebSocket stage').grantManagementApiAccess(grantee);
}

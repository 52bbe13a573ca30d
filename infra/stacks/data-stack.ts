import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  Table,
  TableEncryption,
  type ITable,
} from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key, type IKey } from 'aws-cdk-lib/aws-kms';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  type CorsRule,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import {
  ATHENA_RESULTS_PREFIX,
  BUCKETS,
  TABLES,
  WORKSHEETS,
  type BucketDefinition,
  type TableDefinition,
} from '../resources.js';
import { createAlarmTopic, tableAlarms } from './observability.js';
import { keysOf, recordOf } from './records.js';

export type TableName = keyof typeof TABLES;
export type BucketName = keyof typeof BUCKETS;

/** Days access logs (S3 server access logs, CloudFront standard logs) are kept. */
export const LOG_RETENTION_DAYS = 90;

/** Key prefix in the published bucket that CloudFront may read (`/published/*`). */
export const CLOUDFRONT_READ_PREFIX = 'published/';

/**
 * Days S3 keeps an overwritten or deleted object's old version before it expires: an object lost
 * by mistake can be put back from its version within this time (README "Restore").
 */
export const NONCURRENT_VERSION_DAYS = 30;

/**
 * AWS Backup of the tables and buckets (README "Restore"): one recovery point a day, each kept
 * as long as DynamoDB's point-in-time window (35 days), in one vault that outlives the stack.
 */
export const BACKUPS = {
  vaultName: 'wallboard-backups',
  planName: 'wallboard-daily',
  retentionDays: 35,
  /** Daily at 03:00 UTC. */
  hourUtc: 3,
} as const;

/** AWS managed policies of the role AWS Backup assumes: back up and restore tables and buckets. */
export const BACKUP_ROLE_POLICIES = [
  'service-role/AWSBackupServiceRolePolicyForBackup',
  'service-role/AWSBackupServiceRolePolicyForRestores',
  'AWSBackupServiceRolePolicyForS3Backup',
  'AWSBackupServiceRolePolicyForS3Restore',
] as const;

export interface DataStackProps extends StackProps {
  /** Subscribed to the alarm topic when given. */
  alarmEmail?: string;
}

/** What the other stacks receive from the data stack. */
export interface DataRefs {
  tables: Record<TableName, ITable>;
  buckets: Record<BucketName, IBucket>;
  /** Wraps the data keys that seal database connection secrets (functions/lib/crypto/secret-box.ts). */
  connectionSecretsKey: IKey;
}

const string = (name: string) => ({ name, type: AttributeType.STRING });

function corsRules(definition: BucketDefinition): CorsRule[] | undefined {
  const cors = definition.cors;
  if (!cors) return undefined;
  return [
    {
      allowedMethods: cors.methods.map((m) => HttpMethods[m]),
      allowedOrigins: cors.origins,
      allowedHeaders: cors.headers,
      exposedHeaders: cors.exposed,
      maxAge: cors.maxAgeSeconds,
    },
  ];
}

/**
 * Tables and buckets of `infra/resources.ts`: the state of Wallboard, retained on delete, tables
 * protected from deletion, buckets versioned, all four backed up daily by AWS Backup.
 */
export class DataStack extends Stack implements DataRefs {
  readonly tables: Record<TableName, Table>;
  readonly buckets: Record<BucketName, Bucket>;
  /** S3 server access logs and CloudFront standard logs, by prefix (`s3/<bucket>/`, `cloudfront/`). */
  readonly logBucket: Bucket;
  /** Where every Wallboard alarm of this region goes (KMS-encrypted; `alarmEmail` subscribes an address). */
  readonly alarmTopic: Topic;
  readonly connectionSecretsKey: Key;
  /** Where AWS Backup keeps the recovery points (retained on delete; AWS Backup's own KMS key). */
  readonly backupVault: BackupVault;
  readonly backupPlan: BackupPlan;
  /** The role AWS Backup assumes to back up and restore the tables and buckets. */
  readonly backupRole: Role;

  constructor(scope: Construct, id: string, props?: DataStackProps) {
    super(scope, id, props);
    this.logBucket = this.createLogBucket();
    this.alarmTopic = createAlarmTopic(this, props?.alarmEmail);
    this.tables = recordOf(keysOf(TABLES), (name) => this.createTable(TABLES[name]));
    for (const name of keysOf(TABLES)) tableAlarms(this, this.tables[name], name, this.alarmTopic);
    this.buckets = recordOf(keysOf(BUCKETS), (name) => this.createBucket(name, BUCKETS[name]));
    this.allowCloudFrontReads(this.buckets.published);
    // Retained like the tables: without it the sealed secrets stored there could not be opened.
    this.connectionSecretsKey = new Key(this, 'ConnectionSecretsKey', {
      description: 'Wallboard: wraps the data keys of database connection secrets',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.backupVault = new BackupVault(this, 'BackupVault', {
      backupVaultName: BACKUPS.vaultName,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.backupRole = new Role(this, 'BackupRole', {
      description: 'Wallboard: AWS Backup backs up and restores the tables and buckets',
      assumedBy: new ServicePrincipal('backup.amazonaws.com'),
      managedPolicies: BACKUP_ROLE_POLICIES.map((name) => ManagedPolicy.fromAwsManagedPolicyName(name)),
    });
    this.backupPlan = new BackupPlan(this, 'BackupPlan', {
      backupPlanName: BACKUPS.planName,
      backupVault: this.backupVault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'Daily',
          scheduleExpression: Schedule.cron({ hour: String(BACKUPS.hourUtc), minute: '0' }),
          deleteAfter: Duration.days(BACKUPS.retentionDays),
        }),
      ],
    });
    this.backupPlan.addSelection('TablesAndBuckets', {
      backupSelectionName: 'wallboard-tables-and-buckets',
      role: this.backupRole,
      // The role carries its policies (BACKUP_ROLE_POLICIES), S3's included.
      disableDefaultBackupPolicy: true,
      resources: [
        ...keysOf(TABLES).map((name) => BackupResource.fromDynamoDbTable(this.tables[name])),
        ...keysOf(BUCKETS).map((name) => BackupResource.fromArn(this.buckets[name].bucketArn)),
      ],
    });
  }

  private createTable(def: TableDefinition): Table {
    const table = new Table(this, def.id, {
      partitionKey: string(def.partitionKey),
      ...(def.sortKey ? { sortKey: string(def.sortKey) } : {}),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: def.ttlAttribute,
      encryption: TableEncryption.AWS_MANAGED,
      // A delete (console, CLI, a stack change replacing the table) is refused until this is turned off.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of def.indexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: string(index.partitionKey),
        ...(index.sortKey ? { sortKey: string(index.sortKey) } : {}),
        projectionType: ProjectionType.ALL,
      });
    }
    return table;
  }

  private createBucket(name: BucketName, def: BucketDefinition): Bucket {
    return new Bucket(this, def.id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Versioned (AWS Backup backs up only versioned buckets): an overwritten or deleted object
      // stays recoverable for NONCURRENT_VERSION_DAYS, then goes, and so do the delete markers
      // left with nothing behind them.
      versioned: true,
      // Every bucket: uploads go straight to S3 in parts; one abandoned (a cancelled or failed
      // upload, a closed tab) is cleared after a day.
      // Assets: Athena's query results (worksheets) are read once, right after the query: gone
      // after a day, their old versions a day later.
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS), expiredObjectDeleteMarker: true },
        ...(name === 'assets'
          ? [
              {
                prefix: ATHENA_RESULTS_PREFIX,
                expiration: Duration.days(WORKSHEETS.resultsExpireDays),
                noncurrentVersionExpiration: Duration.days(WORKSHEETS.resultsExpireDays),
              },
            ]
          : []),
      ],
      cors: corsRules(def),
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: `s3/${def.localName}/`,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /**
   * Access logs of the buckets and of CloudFront. CloudFront's standard logs are written with
   * ACLs, hence object ownership "bucket owner preferred" (ACLs on, the owner owns what is written).
   */
  private createLogBucket(): Bucket {
    return new Bucket(this, 'LogBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [
        { expiration: Duration.days(LOG_RETENTION_DAYS), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /**
   * Published versions are served by CloudFront with an Origin Access Control. The grant
   * lives here rather than in the web stack: naming the distribution in this bucket's
   * policy would make the two stacks depend on each other, so it is scoped to the
   * account's distributions instead. Only keys under `published/` (what `/published/*` serves)
   * may be read: versions, kept secrets or anything else in the bucket never can, whatever
   * path a viewer sends. S3 takes a key literally (it does not resolve `..`), so a key such as
   * `published/../versions/x` names an object under `published/`, never one under `versions/`;
   * CloudFront resolves dot segments before it picks a behaviour, so such a path leaves
   * `/published/*` altogether.
   */
  private allowCloudFrontReads(bucket: Bucket): void {
    bucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AllowCloudFrontOacRead',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [bucket.arnForObjects(`${CLOUDFRONT_READ_PREFIX}*`)],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': this.account },
          ArnLike: {
            'AWS:SourceArn': this.formatArn({
              service: 'cloudfront',
              region: '',
              resource: 'distribution',
              resourceName: '*',
            }),
          },
        },
      }),
    );
  }
}

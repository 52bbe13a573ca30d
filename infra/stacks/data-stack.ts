import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AttributeType, BillingMode, ProjectionType, Table, TableEncryption, type ITable,
} from 'aws-cdk-lib/aws-dynamodb';
import { ServicePrincipal, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type CorsRule, type IBucket,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import {
  BUCKETS, TABLES, type BucketDefinition, type TableDefinition,
} from '../resources.js';
import { keysOf, recordOf } from './records.js';

export type TableName = keyof typeof TABLES;
export type BucketName = keyof typeof BUCKETS;

/** What the other stacks receive from the data stack. */
export interface DataRefs {
  tables: Record<TableName, ITable>;
  buckets: Record<BucketName, IBucket>;
}

const string = (name: string) => ({ name, type: AttributeType.STRING });

function corsRules(definition: BucketDefinition): CorsRule[] | undefined {
  const cors = definition.cors;
  if (!cors) return undefined;
  return [{
    allowedMethods: cors.methods.map((m) => HttpMethods[m]),
    allowedOrigins: cors.origins,
    allowedHeaders: cors.headers,
    exposedHeaders: cors.exposed,
    maxAge: cors.maxAgeSeconds,
  }];
}

/** Tables and buckets of `infra/resources.ts`: the state of Wallboard, retained on delete. */
export class DataStack extends Stack implements DataRefs {
  readonly tables: Record<TableName, Table>;
  readonly buckets: Record<BucketName, Bucket>;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    this.tables = recordOf(keysOf(TABLES), (name) => this.createTable(TABLES[name]));
    this.buckets = recordOf(keysOf(BUCKETS), (name) => this.createBucket(name, BUCKETS[name]));
    this.allowCloudFrontReads(this.buckets.published);
  }

  private createTable(def: TableDefinition): Table {
    const table = new Table(this, def.id, {
      partitionKey: string(def.partitionKey),
      ...(def.sortKey ? { sortKey: string(def.sortKey) } : {}),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: def.ttlAttribute,
      encryption: TableEncryption.AWS_MANAGED,
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
      versioned: name === 'published',
      // Published: a deleted or overwritten version stays recoverable for 30 days, then goes.
      // Every bucket: uploads go straight to S3 in parts; one abandoned (a cancelled or failed
      // upload, a closed tab) is cleared after a day.
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        ...(name === 'published' ? [{ noncurrentVersionExpiration: Duration.days(30) }] : []),
      ],
      cors: corsRules(def),
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /**
   * Published versions are served by CloudFront with an Origin Access Control. The grant
   * lives here rather than in the web stack: naming the distribution in this bucket's
   * policy would make the two stacks depend on each other, so it is scoped to the
   * account's distributions instead.
   */
  private allowCloudFrontReads(bucket: Bucket): void {
    bucket.addToResourcePolicy(new PolicyStatement({
      sid: 'AllowCloudFrontOacRead',
      principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
      actions: ['s3:GetObject'],
      resources: [bucket.arnForObjects('*')],
      conditions: {
        StringEquals: { 'AWS:SourceAccount': this.account },
        ArnLike: {
          'AWS:SourceArn': this.formatArn({
            service: 'cloudfront', region: '', resource: 'distribution', resourceName: '*',
          }),
        },
      },
    }));
  }
}

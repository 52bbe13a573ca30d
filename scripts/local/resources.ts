import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { BUCKETS, TABLES, type TableDefinition } from '../../infra/resources.js';

/**
 * Creates the tables and buckets of `infra/resources.ts` (the definitions the CDK stacks use)
 * in whatever the endpoint variables point at, unless they exist.
 */
export function createTableInput(definition: TableDefinition): CreateTableCommandInput {
  const names = new Set<string>([definition.partitionKey]);
  if (definition.sortKey) names.add(definition.sortKey);
  for (const index of definition.indexes) {
    names.add(index.partitionKey);
    if (index.sortKey) names.add(index.sortKey);
  }
  const attributes: AttributeDefinition[] = [...names].map((name) => ({ AttributeName: name, AttributeType: 'S' }));
  const keySchema = (pk: string, sk?: string) => [
    { AttributeName: pk, KeyType: 'HASH' as const },
    ...(sk ? [{ AttributeName: sk, KeyType: 'RANGE' as const }] : []),
  ];
  return {
    TableName: definition.localName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: attributes,
    KeySchema: keySchema(definition.partitionKey, definition.sortKey),
    GlobalSecondaryIndexes: definition.indexes.length
      ? definition.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: keySchema(index.partitionKey, index.sortKey),
          Projection: { ProjectionType: 'ALL' },
        }))
      : undefined,
  };
}

async function tableExists(client: DynamoDBClient, name: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: name }));
    return true;
  } catch (error) {
    if (
      error instanceof ResourceNotFoundException ||
      (error instanceof Error && error.name === 'ResourceNotFoundException')
    )
      return false;
    throw error;
  }
}

export async function createResources(): Promise<void> {
  const dynamo = new DynamoDBClient({});
  for (const definition of Object.values(TABLES)) {
    if (await tableExists(dynamo, definition.localName)) continue;
    await dynamo.send(new CreateTableCommand(createTableInput(definition)));
    await dynamo.send(
      new UpdateTimeToLiveCommand({
        TableName: definition.localName,
        TimeToLiveSpecification: { AttributeName: definition.ttlAttribute, Enabled: true },
      }),
    );
  }
  dynamo.destroy();
  const s3 = new S3Client({ forcePathStyle: true });
  for (const bucket of Object.values(BUCKETS)) {
    try {
      await s3.send(new HeadBucketCommand({ Bucket: bucket.localName }));
    } catch {
      await s3.send(new CreateBucketCommand({ Bucket: bucket.localName }));
    }
    const cors = 'cors' in bucket ? bucket.cors : undefined;
    if (cors) {
      await s3.send(
        new PutBucketCorsCommand({
          Bucket: bucket.localName,
          CORSConfiguration: {
            CORSRules: [
              {
                AllowedMethods: cors.methods,
                AllowedOrigins: cors.origins,
                AllowedHeaders: cors.headers,
                ExposeHeaders: cors.exposed,
                MaxAgeSeconds: cors.maxAgeSeconds,
              },
            ],
          },
        }),
      );
    }
  }
  s3.destroy();
}

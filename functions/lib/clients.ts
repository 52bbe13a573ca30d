import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env.js';

/**
 * SDK clients, created once per container. Endpoints come from the standard
 * AWS_ENDPOINT_URL / AWS_ENDPOINT_URL_<SERVICE> variables, so the same code runs on AWS,
 * LocalStack and the local emulators.
 */
let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;
let managementClient: ApiGatewayManagementApiClient | undefined;

export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

export function s3(): S3Client {
  s3Client ??= new S3Client({ forcePathStyle: env.s3ForcePathStyle() });
  return s3Client;
}

export function wsManagement(): ApiGatewayManagementApiClient {
  managementClient ??= new ApiGatewayManagementApiClient({ endpoint: env.wsEndpoint() });
  return managementClient;
}

import { describe, expect, it } from 'vitest';
import { dynamoShape, s3Shape } from './call-shapes.js';

const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));

describe('the shape of a storage call', () => {
  it("is a DynamoDB operation with its parameters' names, not their values, nor a page's start", () => {
    const put = json({ TableName: 't', Item: { pk: { S: 'x' } }, ConditionExpression: 'attribute_not_exists(pk)' });
    expect(dynamoShape('DynamoDB_20120810.PutItem', put)).toBe(
      'dynamodb PutItem ConditionExpression,Item,TableName (attribute_not_exists)',
    );
    const page = json({ TableName: 't', KeyConditionExpression: 'pk = :p', ExclusiveStartKey: { pk: { S: 'x' } } });
    expect(dynamoShape('DynamoDB_20120810.Query', page)).toBe('dynamodb Query KeyConditionExpression,TableName (=)');
    const transaction = json({
      TransactItems: [
        { Put: { Item: { note: { S: 'SET a = b' } } } },
        { ConditionCheck: { ConditionExpression: 'attribute_exists(pk)' } },
        { Update: { UpdateExpression: 'SET n = if_not_exists(n, :z) + :one', ExpressionAttributeValues: {} } },
      ],
    });
    // The expressions' words are DynamoDB's own, never a value's or an item's.
    expect(dynamoShape('DynamoDB_20120810.TransactWriteItems', transaction)).toBe(
      'dynamodb TransactWriteItems TransactItems [ConditionCheck,Put,Update] (+ = SET attribute_exists if_not_exists)',
    );
  });

  it("is an S3 method with its query's names and its conditions, not the key or the signature", () => {
    expect(s3Shape('PUT', '/bucket/a/b.json?x-id=PutObject', { 'if-none-match': '*' })).toBe('s3 PUT {if-none-match}');
    expect(s3Shape('POST', '/bucket/k?uploads&X-Amz-Date=1', {})).toBe('s3 POST uploads');
    expect(s3Shape('GET', '/bucket?list-type=2&prefix=a%2F&continuation-token=z', {})).toBe('s3 GET list-type,prefix');
  });
});

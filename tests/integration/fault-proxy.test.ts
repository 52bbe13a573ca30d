import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULT_CONTROL_PATH, startFaultProxy, type FaultProxy } from '../../scripts/local/fault-proxy.js';
import { env } from '../../functions/lib/env.js';
import { ownStack } from './helpers/stack.js';

/**
 * The fault proxy (scripts/local/fault-proxy.ts) in front of the suite's DynamoDB emulator, with
 * the real AWS SDK: what storage does on AWS under faults is what the handlers meet through it.
 */
let proxy: FaultProxy;
const stackEnv = () => ownStack().env;

function clientVia(endpoint: string, maxAttempts = 3): DynamoDBDocumentClient {
  const { AWS_REGION = 'us-east-1', AWS_ACCESS_KEY_ID = 'x', AWS_SECRET_ACCESS_KEY = 'x' } = stackEnv();
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint,
      region: AWS_REGION,
      maxAttempts,
      credentials: { accessKeyId: AWS_ACCESS_KEY_ID, secretAccessKey: AWS_SECRET_ACCESS_KEY },
    }),
  );
}

beforeAll(async () => {
  proxy = await startFaultProxy(stackEnv().AWS_ENDPOINT_URL_DYNAMODB ?? '', 'dynamodb');
});
afterAll(() => proxy.stop());

const key = () => ({ pk: `FAULTTEST#${Math.random().toString(36).slice(2)}`, sk: 'ITEM' });

describe('the fault proxy', () => {
  it('passes requests through untouched while no plan is set', async () => {
    const client = clientVia(proxy.endpoint);
    const item = { ...key(), value: 1 };
    await client.send(new PutCommand({ TableName: env.mainTable(), Item: item }));
    expect(
      (await client.send(new GetCommand({ TableName: env.mainTable(), Key: { pk: item.pk, sk: 'ITEM' } }))).Item,
    ).toEqual(item);
    expect(proxy.stats().faults).toEqual({ throttle: 0, error: 0, 'reset-after-forward': 0, delay: 0 });
  });

  it('answers throttles the SDK retries, and gives up past its attempts', async () => {
    proxy.setPlan({ rate: 1, kinds: ['throttle'] });
    const client = clientVia(proxy.endpoint, 2);
    const before = proxy.stats().faults.throttle;
    await expect(client.send(new PutCommand({ TableName: env.mainTable(), Item: key() }))).rejects.toMatchObject({
      name: 'ThrottlingException',
    });
    expect(proxy.stats().faults.throttle - before).toBe(2);
    proxy.setPlan({ rate: 0, kinds: [] });
  });

  it('replays a write that landed: a conditional put then fails its own condition', async () => {
    const item = { ...key(), value: 2 };
    // The first attempt reaches the table and its answer is lost; the SDK sends it again.
    proxy.setPlan({ rate: 1, kinds: ['reset-after-forward'], count: 1 });
    const client = clientVia(proxy.endpoint);
    const put = client.send(
      new PutCommand({ TableName: env.mainTable(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    await expect(put).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
    proxy.setPlan({ rate: 0, kinds: [] });
    // Yet the write is there: the act that sent it would have answered an error for its success.
    const stored = await clientVia(stackEnv().AWS_ENDPOINT_URL_DYNAMODB ?? '').send(
      new GetCommand({ TableName: env.mainTable(), Key: { pk: item.pk, sk: 'ITEM' } }),
    );
    expect(stored.Item).toEqual(item);
  });

  it('is switched over HTTP, as a test in another process switches it', async () => {
    const set = await fetch(`${proxy.endpoint}${FAULT_CONTROL_PATH}`, {
      method: 'PUT',
      body: JSON.stringify({ rate: 0.25, kinds: ['error', 'delay'], seed: 7, delayMs: 10 }),
    });
    expect(set.status).toBe(200);
    const client = clientVia(proxy.endpoint, 5);
    const before = proxy.stats();
    for (let i = 0; i < 40; i++) await client.send(new PutCommand({ TableName: env.mainTable(), Item: key() }));
    const after = proxy.stats();
    const injected = after.faults.error - before.faults.error + after.faults.delay - before.faults.delay;
    // 25 % of 40 writes and their retries, drawn from the seed: some, not all.
    expect(injected).toBeGreaterThan(3);
    expect(injected).toBeLessThan(25);
    proxy.setPlan({ rate: 0, kinds: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { leadingKeyGroups, leadingKeys, reachable } from './tenant-key-guard.js';

const MAIN = 'wallboard-main';

describe('leadingKeys: the partition keys IAM reads as dynamodb:LeadingKeys', () => {
  it('reads the key of an item request, plain or marshalled', () => {
    expect(leadingKeys({ TableName: MAIN, Key: { pk: 'T#a', sk: 'META' } }, MAIN)).toEqual(['T#a']);
    expect(leadingKeys({ TableName: MAIN, Item: { pk: 'SESSION#x', sk: 'SESSION' } }, MAIN)).toEqual(['SESSION#x']);
    expect(leadingKeys({ TableName: MAIN, Key: { pk: { S: 'T#b' }, sk: { S: 'META' } } }, MAIN)).toEqual(['T#b']);
  });

  it("reads a query's partition key, on the table or an index, by name or placeholder", () => {
    const query = {
      TableName: MAIN,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :g)',
      ExpressionAttributeValues: { ':pk': 'T#a#U#u#SCREENS', ':g': 'G#1#S#' },
    };
    expect(leadingKeys(query, MAIN)).toEqual(['T#a#U#u#SCREENS']);
    const named = {
      TableName: MAIN,
      KeyConditionExpression: '#k = :v',
      ExpressionAttributeNames: { '#k': 'pk' },
      ExpressionAttributeValues: { ':v': 'T#b' },
    };
    expect(leadingKeys(named, MAIN)).toEqual(['T#b']);
  });

  it('reads every key of a batch and a transaction, on the main table only', () => {
    const batchGet = {
      RequestItems: { [MAIN]: { Keys: [{ pk: 'SESSION#s' }, { pk: 'T#a' }] }, other: { Keys: [{ pk: 'T#z' }] } },
    };
    expect(leadingKeys(batchGet, MAIN)).toEqual(['SESSION#s', 'T#a']);
    const batchWrite = {
      RequestItems: { [MAIN]: [{ PutRequest: { Item: { pk: 'T#a' } } }, { DeleteRequest: { Key: { pk: 'T#b' } } }] },
    };
    expect(leadingKeys(batchWrite, MAIN)).toEqual(['T#a', 'T#b']);
    const transaction = {
      TransactItems: [
        { Put: { TableName: MAIN, Item: { pk: 'U#u' } } },
        { Update: { TableName: MAIN, Key: { pk: 'T#a' } } },
        { ConditionCheck: { TableName: 'wallboard-connections', Key: { pk: 'T#z' } } },
      ],
    };
    expect(leadingKeys(transaction, MAIN)).toEqual(['U#u', 'T#a']);
  });

  it('names nothing for another table', () => {
    expect(leadingKeys({ TableName: 'wallboard-connections', Key: { connectionId: 'c' } }, MAIN)).toEqual([]);
  });
});

describe('reachable: the deployed policies, read as IAM reads them', () => {
  it("keeps a function's own role to keys outside every tenant", () => {
    expect(reachable(['SESSION#x'], undefined)).toBe(true);
    expect(reachable(['T#a'], undefined)).toBe(false);
    expect(reachable(['T#a#SCREEN#1'], undefined)).toBe(false);
  });

  it("keeps tenant a's data role to T#a, T#a#… and the global keys", () => {
    expect(reachable(['T#a'], 'a')).toBe(true);
    expect(reachable(['T#a#SCREEN#1'], 'a')).toBe(true);
    expect(reachable(['U#u'], 'a')).toBe(true);
    expect(reachable(['T#b'], 'a')).toBe(false);
    // A tenant whose id starts with the caller's is another tenant.
    expect(reachable(['T#ab'], 'a')).toBe(false);
    expect(reachable(['T#ab#SCREEN#1'], 'a')).toBe(false);
  });

  it('refuses a batch that mixes the tenant’s keys with global ones, or two tenants’', () => {
    expect(reachable(['SESSION#s', 'T#a'], 'a')).toBe(false);
    expect(reachable(['T#a', 'T#b'], 'a')).toBe(false);
    expect(reachable(['T#a#SCREEN#1', 'T#a#SCREEN#2'], 'a')).toBe(true);
  });

  it('groups a batch as one request and each transaction item on its own', () => {
    const batch = { RequestItems: { [MAIN]: { Keys: [{ pk: 'SESSION#s' }, { pk: 'T#a' }] } } };
    expect(leadingKeyGroups(batch, MAIN)).toEqual([['SESSION#s', 'T#a']]);
    const transaction = {
      TransactItems: [
        { Put: { TableName: MAIN, Item: { pk: 'LOGIN#m' } } },
        { Put: { TableName: MAIN, Item: { pk: 'T#a' } } },
      ],
    };
    expect(leadingKeyGroups(transaction, MAIN)).toEqual([['LOGIN#m'], ['T#a']]);
  });
});

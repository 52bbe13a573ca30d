import { BSON } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { SqlFailure } from '../../failure.js';
import { bindNamed, type BoundValue } from '../../named-params.js';
import { boundQuery, mongoPlaceholder, PARAM_KEY, type MongoQuery } from './query.js';

/** A stored statement as the pool sees it: `:name`s bound by named-params.ts, parsed as relaxed EJSON. */
function query(text: string, values: Record<string, BoundValue> = {}): MongoQuery {
  const bound = bindNamed(text, 'mongodb', values);
  return boundQuery(BSON.EJSON.parse(bound.text, { relaxed: true }), bound.params);
}

/** The SQL_ERROR message `run` throws. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SqlFailure);
    expect((error as SqlFailure).code).toBe(ErrorCode.SQL_ERROR);
    return (error as SqlFailure).data.message;
  }
  throw new Error('not refused');
}

describe('MongoDB JSON queries', () => {
  it('reads a find with projection, sort, skip and limit', () => {
    expect(
      query(
        '{"collection":"orders","find":{"region":"north"},"projection":{"_id":0},"sort":{"day":-1},"skip":5,"limit":20}',
      ),
    ).toEqual({
      kind: 'find',
      collection: 'orders',
      filter: { region: 'north' },
      projection: { _id: 0 },
      sort: { day: -1 },
      skip: 5,
      limit: 20,
    });
  });

  it('reads an aggregate pipeline, lookups and facets included', () => {
    const text =
      '{"collection":"orders","aggregate":[{"$match":{"day":{"$gte":"2024-01-01"}}},' +
      '{"$lookup":{"from":"regions","as":"r","pipeline":[{"$project":{"name":1}}]}},' +
      '{"$facet":{"n":[{"$count":"n"}]}}]}';
    const parsed = query(text);
    expect(parsed.kind).toBe('aggregate');
    expect(parsed.kind === 'aggregate' && parsed.pipeline).toHaveLength(3);
  });

  it('accepts only the read-only commands, without arguments', () => {
    expect(query('{"command":"buildInfo"}')).toEqual({ kind: 'command', command: 'buildInfo' });
    expect(query('{"command":"listCollections"}')).toEqual({ kind: 'command', command: 'listCollections' });
    expect(refusal(() => query('{"command":"dropDatabase"}'))).toMatch(/buildInfo, listCollections, dbStats/);
    expect(refusal(() => query('{"command":"buildInfo","x":1}'))).toMatch(/"x" is not part of a command query/);
  });

  it('keeps EJSON types a user writes (ObjectId, dates)', () => {
    const parsed = query(
      '{"collection":"o","find":{"_id":{"$oid":"65a1b2c3d4e5f60718293a4b"},"at":{"$gte":{"$date":"2024-01-01T00:00:00Z"}}}}',
    );
    expect(parsed.kind === 'find' && parsed.filter._id).toMatchObject({ _bsontype: 'ObjectId' });
    expect(parsed.kind === 'find' && (parsed.filter.at as Record<string, unknown>).$gte).toBeInstanceOf(Date);
  });

  it.each([
    [
      '$out at the end of a pipeline',
      '{"collection":"o","aggregate":[{"$match":{}},{"$out":"copy"}]}',
      /\$out is not allowed/,
    ],
    ['$merge', '{"collection":"o","aggregate":[{"$merge":{"into":"copy"}}]}', /\$merge is not allowed/],
    [
      '$out nested in a $lookup pipeline',
      '{"collection":"o","aggregate":[{"$lookup":{"from":"x","as":"y","pipeline":[{"$out":"z"}]}}]}',
      /\$out is not allowed/,
    ],
    [
      '$merge nested in a $facet',
      '{"collection":"o","aggregate":[{"$facet":{"a":[{"$merge":{"into":"z"}}]}}]}',
      /\$merge is not allowed/,
    ],
    [
      '$out in a $unionWith pipeline',
      '{"collection":"o","aggregate":[{"$unionWith":{"coll":"x","pipeline":[{"$out":"z"}]}}]}',
      /\$out is not allowed/,
    ],
    [
      '$where in a find',
      '{"collection":"o","find":{"$where":"sleep(100)"}}',
      /\$where is not allowed: it runs JavaScript/,
    ],
    [
      '$function in $expr',
      '{"collection":"o","find":{"$expr":{"$function":{"body":"function(){return true}","args":[],"lang":"js"}}}}',
      /\$function is not allowed/,
    ],
    [
      '$function in a projection',
      '{"collection":"o","find":{},"projection":{"x":{"$function":{"body":"f","args":[],"lang":"js"}}}}',
      /\$function is not allowed/,
    ],
    [
      '$accumulator in a $group',
      '{"collection":"o","aggregate":[{"$group":{"_id":null,"a":{"$accumulator":{"init":"f"}}}}]}',
      /\$accumulator is not allowed/,
    ],
    ['BSON code', '{"collection":"o","find":{"x":{"$code":"function(){}"}}}', /JavaScript code is not allowed/],
    ['$changeStream', '{"collection":"o","aggregate":[{"$changeStream":{}}]}', /\$changeStream is not allowed/],
    ['insert', '{"collection":"o","insert":[{"a":1}]}', /has "find" or "aggregate"/],
    [
      'update beside find',
      '{"collection":"o","find":{},"update":{"$set":{"a":1}}}',
      /"update" is not part of a find query/,
    ],
    ['both find and aggregate', '{"collection":"o","find":{},"aggregate":[]}', /either "find" or "aggregate"/],
    ['no collection', '{"find":{}}', /"collection" must name a collection/],
    ['an empty collection name', '{"collection":" ","find":{}}', /"collection" must name a collection/],
    ['a pipeline that is not an array', '{"collection":"o","aggregate":{"$match":{}}}', /must be an array of stages/],
    ['a stage that is not an object', '{"collection":"o","aggregate":[1]}', /"aggregate\[0\]" must be a JSON object/],
    ['a filter that is not an object', '{"collection":"o","find":[1]}', /"find" must be a JSON object/],
    ['a negative limit', '{"collection":"o","find":{},"limit":-1}', /"limit" must be a whole number/],
    ['a fractional skip', '{"collection":"o","find":{},"skip":1.5}', /"skip" must be a whole number/],
    ['an array at the top', '[{"collection":"o"}]', /a MongoDB query is a JSON object/],
    ['an EJSON value at the top', '{"$oid":"65a1b2c3d4e5f60718293a4b"}', /a MongoDB query is a JSON object/],
  ])('refuses %s', (_name, text, message) => {
    expect(refusal(() => query(text))).toMatch(message);
  });
});

describe('MongoDB parameters', () => {
  it('binds each :name as a value in place, never as JSON text', () => {
    const text = '{"collection":"orders","find":{"region": :region, "day": {"$gte": :from}, "n": {"$in": [:ids]}}}';
    expect(query(text, { region: 'north"}, "$where": "1', from: '2024-01-01', ids: [1, 2] })).toEqual({
      kind: 'find',
      collection: 'orders',
      filter: { region: 'north"}, "$where": "1', day: { $gte: '2024-01-01' }, n: { $in: [1, 2] } },
    });
  });

  it('binds numbers, booleans and null with their types', () => {
    const bound = query('{"collection":"o","find":{"a": :a, "b": :b, "c": :c},"limit": :n}', {
      a: 1.5,
      b: true,
      c: null,
      n: 7,
    });
    expect(bound).toEqual({ kind: 'find', collection: 'o', filter: { a: 1.5, b: true, c: null }, limit: 7 });
  });

  it('leaves ":x" inside a string as text', () => {
    const bound = bindNamed('{"collection":"o","find":{"label": ":x", "v": :x}}', 'mongodb', { x: 3 });
    expect(bound.params).toEqual([3]);
    expect(boundQuery(BSON.EJSON.parse(bound.text, { relaxed: true }), bound.params)).toEqual({
      kind: 'find',
      collection: 'o',
      filter: { label: ':x', v: 3 },
    });
  });

  it('spells a marker the user cannot write: random per process, valid JSON', () => {
    const marker = mongoPlaceholder(2);
    expect(JSON.parse(marker)).toEqual({ [PARAM_KEY]: expect.stringMatching(/^[0-9a-f]{24}\.2$/) });
  });

  it('refuses a marker the user wrote themselves', () => {
    expect(refusal(() => query('{"collection":"o","find":{"a":{"$wbParam":1}}}'))).toMatch(/\$wbParam is reserved/);
    expect(
      refusal(() =>
        query('{"collection":"o","find":{"a":{"$wbParam":"000000000000000000000000.1"}, "b": :b}}', { b: 1 }),
      ),
    ).toMatch(/\$wbParam is reserved/);
    // A copy of a real marker (a guessed nonce) beside the real one uses a value twice.
    const copy = mongoPlaceholder(1);
    expect(refusal(() => query(`{"collection":"o","find":{"a": ${copy}, "b": :b}}`, { b: 1 }))).toMatch(
      /once per bound value/,
    );
  });

  it('refuses a parameter that cannot stand as a value (e.g. a key lost to a duplicate)', () => {
    expect(refusal(() => query('{"collection":"o","find":{"a": :a, "a": 1}}', { a: 2 }))).toMatch(
      /once per bound value/,
    );
  });

  it('refuses a :name inside a key position as invalid JSON', () => {
    const bound = bindNamed('{"collection":"o","find":{:k: 1}}', 'mongodb', { k: 'a' });
    expect(() => BSON.EJSON.parse(bound.text, { relaxed: true })).toThrow();
  });
});

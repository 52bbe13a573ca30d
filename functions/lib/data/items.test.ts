import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { keyItem, readItem, readItemIf, storedDocument } from './items.js';

const thing = z
  .object({ id: z.string(), count: z.number().optional(), body: storedDocument<{ a: number }>() })
  .describe('thing');

describe('readItem', () => {
  it('answers the item as its schema reads it, without the keys it does not name', () => {
    expect(readItem(thing, { pk: 'T#1', sk: 'X', id: 'x', body: { a: 1 } })).toEqual({ id: 'x', body: { a: 1 } });
    expect(readItem(keyItem, { pk: 'T#1', sk: 'X', id: 'x' })).toEqual({ pk: 'T#1', sk: 'X' });
  });

  it('throws, naming the kind and the attribute, when the store holds something else', () => {
    expect(() => readItem(thing, { id: 'x', count: '2', body: {} })).toThrow(/Malformed thing item[\s\S]*count/);
    expect(() => readItem(thing, { id: 'x', body: 'text' })).toThrow(/body/);
  });

  it('reads no item as undefined (a Get that found nothing)', () => {
    expect(readItemIf(thing, undefined)).toBeUndefined();
    expect(readItemIf(thing, { id: 'y', body: [] })).toEqual({ id: 'y', body: [] });
  });
});

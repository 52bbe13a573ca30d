import { describe, expect, it } from 'vitest';
import { staticData } from '../../../../shared/widgets/data.js';
import { resolveData } from './resolve';

describe('a widget’s static data', () => {
  it('is ready with the transformed rows', () => {
    const data = resolveData(
      staticData(
        {
          list: [
            { k: 'a', v: 1 },
            { k: 'b', v: 5 },
            { k: 'c', v: 3 },
          ],
        },
        { path: 'list', category: 'k', value: 'v' },
        { top: 2 },
      ),
      ['category', 'value'],
    );
    expect(data.status).toBe('ready');
    expect(data.rows.map((r) => r.k)).toEqual(['b', 'c']);
  });

  it('is empty when nothing is left to draw', () => {
    expect(resolveData(staticData([]), ['category', 'series']).status).toBe('empty');
    expect(
      resolveData(staticData([{ x: 'a', y: 1 }], {}, { filter: [{ field: 'y', op: 'gt', value: 5 }] }), [
        'category',
        'series',
      ]).status,
    ).toBe('empty');
    expect(resolveData(staticData([{ x: 'a' }]), ['category', 'series']).status).toBe('empty');
  });

  it('reads the rows of template screens of the first releases', () => {
    const legacy = {
      source: 'static',
      rows: [
        { x: '1月', y: 320 },
        { x: '2月', y: 410 },
      ],
    };
    expect(resolveData(legacy, ['category', 'series'])).toMatchObject({ status: 'ready', rows: legacy.rows });
  });

  it('is an error when the binding is invalid or the path leads nowhere', () => {
    expect(resolveData({ source: 'static' }, ['value'])).toMatchObject({ status: 'error', problem: 'invalidBinding' });
    expect(resolveData({ source: 'carrier-pigeon' }, ['value'])).toMatchObject({
      status: 'error',
      problem: 'invalidBinding',
    });
    expect(resolveData(staticData({ a: 1 }, { path: 'b' }), ['value'])).toMatchObject({
      status: 'error',
      problem: 'pathMissing',
    });
    expect(resolveData(staticData({ a: 1 }, { path: 'a' }), ['value'])).toMatchObject({
      status: 'error',
      problem: 'notArray',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { staticData } from '../../../../shared/widgets/data.js';
import { staticValue, withStaticValue } from './staticValue';

describe('staticValue / withStaticValue', () => {
  it('reads and writes the first row with a number in the value field', () => {
    const binding = staticData([{ value: 'n/a' }, { value: 128430, other: 1 }], { value: 'value' });
    expect(staticValue(binding)).toBe(128430);
    const next = withStaticValue(binding, 42);
    expect(next.static).toEqual([{ value: 'n/a' }, { value: 42, other: 1 }]);
    expect(staticValue(next)).toBe(42);
    // The binding it came from is left as it was (one undo step each).
    expect(staticValue(binding)).toBe(128430);
  });

  it('follows the mapping’s path and field', () => {
    const binding = staticData(
      { result: { list: [{ online: 7, name: 'a' }] } },
      { path: 'result.list', value: 'online' },
    );
    expect(staticValue(binding)).toBe(7);
    expect(withStaticValue(binding, 9).static).toEqual({ result: { list: [{ online: 9, name: 'a' }] } });
  });

  it('writes into the first row when no row has a number yet, and makes one when there are no rows', () => {
    expect(withStaticValue(staticData([{ label: 'x' }], { value: 'v' }), 3).static).toEqual([{ label: 'x', v: 3 }]);
    const empty = withStaticValue(staticData({ other: true }, { path: 'missing', value: 'v' }), 5);
    expect(empty.static).toEqual([{ v: 5 }]);
    expect(staticValue(empty)).toBe(5);
  });
});

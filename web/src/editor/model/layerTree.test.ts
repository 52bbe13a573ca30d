import { describe, expect, it } from 'vitest';
import type { Widget } from '../../../../shared/screen/document';
import { layerTree, renameGroup } from './layerTree';

const widget = (id: string, groupId?: string): Widget => ({
  id,
  type: 'kpi.number',
  attr: { globeStyle: { name: id } },
  style: {},
  data: {},
  events: [],
  locked: false,
  hidden: false,
  inner: false,
  ...(groupId ? { groupId } : {}),
});

describe('the Layers panel tree', () => {
  const widgets = Object.fromEntries(
    [widget('top'), widget('a', 'g1'), widget('mid'), widget('b', 'g1'), widget('c', 'g2'), widget('d', 'g2')].map(
      (w) => [w.id, w],
    ),
  );

  it('puts each group where its topmost member is, with its members in paint order', () => {
    expect(layerTree(['top', 'a', 'mid', 'b', 'c', 'd'], widgets, [{ id: 'g2', name: 'Legend' }])).toEqual([
      { kind: 'widget', id: 'top' },
      { kind: 'group', id: 'g1', name: null, number: 1, members: ['a', 'b'] },
      { kind: 'widget', id: 'mid' },
      { kind: 'group', id: 'g2', name: 'Legend', number: 2, members: ['c', 'd'] },
    ]);
  });

  it('skips ids without a widget', () => {
    expect(layerTree(['gone', 'top'], widgets, [])).toEqual([{ kind: 'widget', id: 'top' }]);
  });

  it('renames a named group in place and adds an unnamed one', () => {
    const names = [{ id: 'g1', name: 'Header' }];
    expect(renameGroup(names, 'g1', 'Title')).toEqual([{ id: 'g1', name: 'Title' }]);
    expect(renameGroup(names, 'g2', 'Legend')).toEqual([...names, { id: 'g2', name: 'Legend' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { emptyDocument, type Widget } from '../../../../shared/screen/document';
import { clipboardOf, nextZ, parseClipboard, pasteOffset, randomId, remapItems } from './clipboard';
import { applyChanges, fromScreenDocument, type EditorDocument } from './document';

const widget = (id: string, groupId?: string): Widget => ({
  id, type: 'chart.line', attr: { globeStyle: { name: id } }, style: {}, data: {}, events: [], locked: false, hidden: false, inner: false, ...(groupId ? { groupId } : {}),
});

function doc(specs: { id: string; z: number; groupId?: string }[]): EditorDocument {
  return applyChanges(fromScreenDocument(emptyDocument()), specs.flatMap((s) => [
    { kind: 'widget' as const, id: s.id, before: null, after: widget(s.id, s.groupId) },
    { kind: 'layout' as const, id: s.id, before: null, after: { widgetId: s.id, x: 10 * s.z, y: 5, w: 100, h: 50, z: s.z, rotation: 0 } },
  ]));
}

describe('the widget clipboard', () => {
  it('copies the selection bottom to top and survives a trip through localStorage', () => {
    const d = doc([{ id: 'a', z: 2 }, { id: 'b', z: 0 }, { id: 'c', z: 1 }]);
    const payload = clipboardOf(d, ['a', 'b'], 'screen-1');
    expect(payload.items.map((i) => i.widget.id)).toEqual(['b', 'a']);
    expect(parseClipboard(JSON.stringify(payload))).toEqual(payload);
  });

  it('ignores text that is not a widget payload', () => {
    expect(parseClipboard(null)).toBeNull();
    expect(parseClipboard('hello')).toBeNull();
    expect(parseClipboard(JSON.stringify({ kind: 'other', items: [] }))).toBeNull();
  });

  it('gives pasted widgets and their groups new ids, keeps members together, offsets and stacks them on top', () => {
    const d = doc([{ id: 'a', z: 0, groupId: 'g1' }, { id: 'b', z: 1, groupId: 'g1' }, { id: 'c', z: 2 }]);
    let n = 0;
    const items = remapItems(clipboardOf(d, ['a', 'b', 'c'], 's').items, { newId: () => `n${++n}`, offset: { dx: 20, dy: 20 }, baseZ: 7 });
    expect(items.map((i) => i.widget.id)).toEqual(['n1', 'n3', 'n4']);
    expect(items.map((i) => i.widget.groupId)).toEqual(['n2', 'n2', undefined]);
    expect(items.map((i) => [i.layout.widgetId, i.layout.x, i.layout.y, i.layout.z])).toEqual([['n1', 20, 25, 7], ['n3', 30, 25, 8], ['n4', 40, 25, 9]]);
  });

  it('keeps the widget ids the server gave a favourite, still giving its groups new ones', () => {
    const d = doc([{ id: 'a', z: 0, groupId: 'g1' }, { id: 'b', z: 1, groupId: 'g1' }]);
    const items = remapItems(clipboardOf(d, ['a', 'b'], 's').items, { newId: () => 'g-new', keepWidgetIds: true, baseZ: 3 });
    expect(items.map((i) => [i.widget.id, i.layout.widgetId, i.widget.groupId, i.layout.z])).toEqual([['a', 'a', 'g-new', 3], ['b', 'b', 'g-new', 4]]);
  });

  it('offsets a paste onto the screen it came from, and pastes in place elsewhere', () => {
    const d = doc([{ id: 'a', z: 0 }]);
    const items = clipboardOf(d, ['a'], 's').items;
    expect(pasteOffset(d, items)).toEqual({ dx: 20, dy: 20 });
    expect(pasteOffset(doc([{ id: 'x', z: 4 }]), items)).toEqual({ dx: 0, dy: 0 });
    expect(nextZ(doc([{ id: 'x', z: 4 }]))).toBe(5);
  });

  it('makes ids the document accepts', () => {
    expect(randomId()).toMatch(/^w_[a-z0-9]{9}$/);
  });
});

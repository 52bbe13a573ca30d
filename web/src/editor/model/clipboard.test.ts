import { describe, expect, it } from 'vitest';
import { emptyDocument, type Widget } from '../../../../shared/screen/document';
import { MASKED_HEADER_VALUE } from '../../../../shared/widgets/secret-headers';
import { clipboardOf, nextZ, parseClipboard, pasteOffset, randomId, remapItems } from './clipboard';
import { applyChanges, fromScreenDocument, type EditorDocument } from './document';

const widget = (id: string, groupId?: string): Widget => ({
  id,
  type: 'chart.line',
  attr: { globeStyle: { name: id } },
  style: {},
  data: {},
  events: [],
  locked: false,
  hidden: false,
  inner: false,
  ...(groupId ? { groupId } : {}),
});

function doc(specs: { id: string; z: number; groupId?: string }[]): EditorDocument {
  return applyChanges(
    fromScreenDocument(emptyDocument()),
    specs.flatMap((s) => [
      { kind: 'widget' as const, id: s.id, before: null, after: widget(s.id, s.groupId) },
      {
        kind: 'layout' as const,
        id: s.id,
        before: null,
        after: { widgetId: s.id, x: 10 * s.z, y: 5, w: 100, h: 50, z: s.z, rotation: 0 },
      },
    ]),
  );
}

describe('the widget clipboard', () => {
  it('copies the selection bottom to top and survives a trip through localStorage', () => {
    const d = doc([
      { id: 'a', z: 2 },
      { id: 'b', z: 0 },
      { id: 'c', z: 1 },
    ]);
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
    const d = doc([
      { id: 'a', z: 0, groupId: 'g1' },
      { id: 'b', z: 1, groupId: 'g1' },
      { id: 'c', z: 2 },
    ]);
    let n = 0;
    const items = remapItems(clipboardOf(d, ['a', 'b', 'c'], 's').items, {
      newId: () => `n${++n}`,
      offset: { dx: 20, dy: 20 },
      baseZ: 7,
    });
    expect(items.map((i) => i.widget.id)).toEqual(['n1', 'n3', 'n4']);
    expect(items.map((i) => i.widget.groupId)).toEqual(['n2', 'n2', undefined]);
    expect(items.map((i) => [i.layout.widgetId, i.layout.x, i.layout.y, i.layout.z])).toEqual([
      ['n1', 20, 25, 7],
      ['n3', 30, 25, 8],
      ['n4', 40, 25, 9],
    ]);
  });

  it('keeps the widget ids the server gave a favourite, still giving its groups new ones', () => {
    const d = doc([
      { id: 'a', z: 0, groupId: 'g1' },
      { id: 'b', z: 1, groupId: 'g1' },
    ]);
    const items = remapItems(clipboardOf(d, ['a', 'b'], 's').items, {
      newId: () => 'g-new',
      keepWidgetIds: true,
      baseZ: 3,
    });
    expect(items.map((i) => [i.widget.id, i.layout.widgetId, i.widget.groupId, i.layout.z])).toEqual([
      ['a', 'a', 'g-new', 3],
      ['b', 'b', 'g-new', 4],
    ]);
  });

  it('offsets a paste onto the screen it came from, and pastes in place elsewhere', () => {
    const d = doc([{ id: 'a', z: 0 }]);
    const items = clipboardOf(d, ['a'], 's').items;
    expect(pasteOffset(d, items)).toEqual({ dx: 20, dy: 20 });
    expect(pasteOffset(doc([{ id: 'x', z: 4 }]), items)).toEqual({ dx: 0, dy: 0 });
    expect(nextZ(doc([{ id: 'x', z: 4 }]))).toBe(5);
  });

  it('records where a copy with masked request headers comes from, and nothing for other widgets or favourites', () => {
    const d = doc([
      { id: 'plain', z: 0 },
      { id: 'secret', z: 1 },
      { id: 'open', z: 2 },
    ]);
    const http = (headers: Record<string, string>) => ({
      source: 'http',
      http: { url: 'https://api.example.com/x', method: 'GET', headers },
    });
    const items = clipboardOf(d, ['plain', 'secret', 'open'], 'screen-a').items.map((item) =>
      item.widget.id === 'secret'
        ? {
            ...item,
            widget: { ...item.widget, data: http({ Authorization: MASKED_HEADER_VALUE, Accept: 'text/csv' }) },
          }
        : item.widget.id === 'open'
          ? { ...item, widget: { ...item.widget, data: http({ Accept: 'text/csv' }) } }
          : item,
    );
    let n = 0;
    const pasted = remapItems(items, { newId: () => `n${++n}`, baseZ: 0, source: 'screen-a' });
    expect(pasted.map((i) => [i.widget.id, i.from])).toEqual([
      ['n1', undefined],
      ['n2', { screen_id: 'screen-a', widget_id: 'secret' }],
      ['n3', undefined],
    ]);
    // The masked value itself is all the copy holds: no secret, just the mask and where to find it.
    expect(JSON.stringify(pasted)).toContain(MASKED_HEADER_VALUE);
    // Without a source, or for a favourite whose ids the server gave, nothing is recorded.
    expect(remapItems(items, { newId: () => 'x', baseZ: 0 }).some((i) => i.from)).toBe(false);
    expect(
      remapItems(items, { newId: () => 'x', baseZ: 0, source: 'screen-a', keepWidgetIds: true }).some((i) => i.from),
    ).toBe(false);
  });

  it('makes ids the document accepts', () => {
    expect(randomId()).toMatch(/^w_[a-z0-9]{9}$/);
  });
});

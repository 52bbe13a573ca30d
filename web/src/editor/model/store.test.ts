import { describe, expect, it } from 'vitest';
import { emptyDocument, type Widget } from '../../../../shared/screen/document';
import { MASKED_HEADER_VALUE } from '../../../../shared/widgets/secret-headers';
import { EditorStore } from './store';
import type { AppendItem, SyncTransport } from './syncer';
import type { ClipboardPayload } from './clipboard';

const widget = (id: string): Widget => ({
  id,
  type: 'kpi.number',
  attr: { globeStyle: { name: id } },
  style: {},
  data: {},
  events: [],
  locked: false,
  hidden: false,
  inner: false,
});

/** A small driver in the spirit of tldraw's TestEditor: gestures read as a user does them. */
function driver() {
  const sent: string[] = [];
  let pending: (() => void) | null = null;
  const transport: SyncTransport = {
    append: async (items) => (
      sent.push(`append ${items.map((i) => i.widget.id).join(',')}`),
      { saved: items.map((i) => ({ id: i.widget.id, revision: 1 })), conflicts: [] }
    ),
    remove: async (ids) => void sent.push(`remove ${ids.join(',')}`),
    changeWidget: async (w, r) => (sent.push(`change ${w.id}`), { revision: r + 1 }),
    locations: async (items) => (
      sent.push(`move ${items.map((i) => `${i.widgetId}:${i.x},${i.y}`).join(' ')}`),
      { saved: items.map((i) => ({ id: i.widgetId, revision: i.revision + 1 })), conflicts: [] }
    ),
    config: async (_c, r) => (sent.push('config'), { revision: r + 1 }),
  };
  const doc = emptyDocument({ grid: { spacing: 1, show: true } });
  const store = new EditorStore({
    document: doc,
    revisions: {},
    configRevision: 0,
    transport,
    schedule: (fn) => ((pending = fn), () => (pending = null)),
  });
  const api = {
    store,
    sent,
    add(id: string, x: number, y: number) {
      store.addWidget(widget(id), { widgetId: id, x, y, w: 100, h: 100, z: 0, rotation: 0 });
      return api;
    },
    select(...ids: string[]) {
      store.select(ids);
      return api;
    },
    drag(dx: number, dy: number, steps = 10) {
      store.beginDrag();
      for (let i = 1; i <= steps; i++) store.dragTo((dx * i) / steps, (dy * i) / steps, { snap: false });
      store.endDrag();
      return api;
    },
    position(id: string) {
      const l = store.getSnapshot().doc.layout[id];
      return l && [l.x, l.y];
    },
    async save() {
      pending?.();
      await store.flush();
      return api;
    },
  };
  return api;
}

describe('the editor store', () => {
  it('turns a drag of a selection into one undo step and one batched save', async () => {
    const d = driver().add('a', 0, 0).add('b', 300, 0);
    await d.save();
    d.select('a', 'b').drag(50, 20);
    expect([d.position('a'), d.position('b')]).toEqual([
      [50, 20],
      [350, 20],
    ]);
    await d.save();
    expect(d.sent).toEqual(['append a,b', 'move a:50,20 b:350,20']);
    d.store.undo();
    expect(d.position('a')).toEqual([0, 0]);
    d.store.redo();
    expect(d.position('a')).toEqual([50, 20]);
  });

  it('snaps a dragged widget to a neighbour and shows the guide while dragging', () => {
    const d = driver().add('a', 0, 0).add('b', 300, 300).select('b');
    d.store.beginDrag();
    d.store.dragTo(-197, 0);
    expect(d.position('b')).toEqual([100, 300]);
    expect(d.store.getSnapshot().guides).toContainEqual({ axis: 'x', position: 100 });
    d.store.endDrag();
    expect(d.store.getSnapshot().guides).toEqual([]);
  });

  it('Escape during a drag puts everything back and records nothing', () => {
    const d = driver().add('a', 10, 10).select('a');
    const depthBefore = d.store.getSnapshot().canUndo;
    d.store.beginDrag();
    d.store.dragTo(100, 100, { snap: false });
    d.store.cancelDrag();
    expect(d.position('a')).toEqual([10, 10]);
    expect(d.store.getSnapshot().canUndo).toBe(depthBefore);
  });

  it('does not move locked widgets, and runs registered commands', () => {
    const d = driver().add('a', 0, 0).select('a');
    d.store.runById('lock');
    d.drag(40, 40);
    expect(d.position('a')).toEqual([0, 0]);
    d.store.runById('unlock');
    d.store.runById('nudgeRight10');
    expect(d.position('a')).toEqual([10, 0]);
  });

  it('resizes with a handle as one step', () => {
    const d = driver().add('a', 0, 0).select('a');
    d.store.beginDrag('se');
    d.store.dragTo(50, 20);
    d.store.endDrag();
    expect(d.store.getSnapshot().doc.layout.a).toMatchObject({ w: 150, h: 120 });
    d.store.undo();
    expect(d.store.getSnapshot().doc.layout.a).toMatchObject({ w: 100, h: 100 });
  });
});

describe('the editor store: views, groups, inserts and rotation', () => {
  it('selects a whole group from one member when asked, and inserts as one step on top', () => {
    const d = driver().add('a', 0, 0).add('b', 200, 0).add('c', 400, 0).select('a', 'b');
    d.store.runById('group');
    d.store.select(['a'], 'replace', true);
    expect(d.store.getSnapshot().session.selection).toEqual(['a', 'b']);
    d.store.select(['c'], 'replace');
    expect(d.store.getSnapshot().session.selection).toEqual(['c']);
  });

  it('pastes what another tab copied through the shared clipboard', () => {
    let shared: ClipboardPayload | null = null;
    const clipboard = { read: () => shared, write: (p: ClipboardPayload) => void (shared = p) };
    const transport = {
      append: async () => ({ saved: [], conflicts: [] }),
      remove: async () => {},
      changeWidget: async () => ({ revision: 1 }),
      locations: async () => ({ saved: [], conflicts: [] }),
      config: async () => ({ revision: 1 }),
    };
    const one = new EditorStore({
      document: emptyDocument(),
      revisions: {},
      configRevision: 0,
      transport,
      clipboard,
      screenId: 's1',
      schedule: () => () => {},
    });
    one.addWidget(widget('a'), { widgetId: 'a', x: 5, y: 5, w: 10, h: 10, z: 0, rotation: 0 });
    one.runById('copy');
    let n = 0;
    const two = new EditorStore({
      document: emptyDocument(),
      revisions: {},
      configRevision: 0,
      transport,
      clipboard,
      screenId: 's2',
      newId: () => `n${++n}`,
      schedule: () => () => {},
    });
    expect(two.runById('paste')).toBe(true);
    expect(two.getSnapshot().doc.layout.n1).toMatchObject({ x: 5, y: 5 });
    two.undo();
    expect(two.getSnapshot().doc.widgets.n1).toBeUndefined();
  });

  it('names the origin of a pasted or duplicated widget with a masked secret, and drops one the server refuses', async () => {
    const secretChart: Widget = {
      ...widget('w1'),
      data: {
        source: 'http',
        http: { url: 'https://api.example.com/x', method: 'GET', headers: { Authorization: MASKED_HEADER_VALUE } },
      },
    };
    const source = {
      ...emptyDocument(),
      widgets: { w1: secretChart },
      layout: [{ widgetId: 'w1', x: 5, y: 5, w: 10, h: 10, z: 0, rotation: 0 }],
    };
    const appended: AppendItem[][] = [];
    const sent: string[] = [];
    const transport: SyncTransport = {
      append: async (items) => {
        appended.push(items);
        // The server refuses a masked secret that names no origin (or one it may not take).
        return items.some((i) => i.widget.data.source === 'http' && !i.from)
          ? { refused: 50000004 }
          : { saved: items.map((i) => ({ id: i.widget.id, revision: 1 })), conflicts: [] };
      },
      remove: async () => {},
      changeWidget: async (w, r) => (sent.push(`change ${w.id}`), { revision: r + 1 }),
      locations: async (items) => (
        sent.push(`move ${items.map((i) => i.widgetId).join(',')}`),
        { saved: items.map((i) => ({ id: i.widgetId, revision: i.revision + 1 })), conflicts: [] }
      ),
      config: async () => ({ revision: 1 }),
    };
    let shared: ClipboardPayload | null = null;
    const clipboard = { read: () => shared, write: (p: ClipboardPayload) => void (shared = p) };
    const refusals: { ids: string[]; code: number }[] = [];
    let n = 0;
    const one = new EditorStore({
      document: source,
      revisions: { w1: 1 },
      configRevision: 0,
      transport,
      clipboard,
      screenId: 'screen-a',
      newId: () => `d${++n}`,
      schedule: () => () => {},
    });
    one.select(['w1']);
    one.runById('duplicate');
    one.runById('copy');
    await one.flush();
    expect(appended.at(-1)).toEqual([
      expect.objectContaining({
        widget: expect.objectContaining({ id: 'd1' }),
        from: { screen_id: 'screen-a', widget_id: 'w1' },
      }),
    ]);

    const two = new EditorStore({
      document: emptyDocument(),
      revisions: {},
      configRevision: 0,
      transport,
      clipboard,
      screenId: 'screen-b',
      newId: () => `p${++n}`,
      schedule: () => () => {},
      onRefused: (r) => refusals.push(r),
    });
    two.runById('paste');
    await two.flush();
    expect(appended.at(-1)).toEqual([
      expect.objectContaining({
        widget: expect.objectContaining({ id: 'p2' }),
        from: { screen_id: 'screen-a', widget_id: 'd1' },
      }),
    ]);

    // A masked widget with no origin (inserted some other way) is refused: off the canvas, reported once, and later edits still save.
    two.addWidget({ ...secretChart, id: 'lost' }, { widgetId: 'lost', x: 0, y: 0, w: 10, h: 10, z: 0, rotation: 0 });
    await two.flush();
    expect(refusals).toEqual([{ ids: ['lost'], code: 50000004 }]);
    expect(two.getSnapshot().doc.widgets.lost).toBeUndefined();
    expect(two.getSnapshot().status).toBe('saved');
    const calls = appended.length;
    two.updateLayout('p2', { x: 99 });
    await two.flush();
    expect(sent.at(-1)).toBe('move p2');
    expect(appended).toHaveLength(calls);
    expect(two.getSnapshot().status).toBe('saved');
  });

  it('rotates with the handle as one step, snapping to 15° with Shift', () => {
    const d = driver().add('a', 0, 0).select('a');
    d.store.beginRotate();
    d.store.rotateTo({ x: 200, y: 52 }, true);
    d.store.endDrag();
    expect(d.store.getSnapshot().doc.layout.a?.rotation).toBe(90);
    d.store.undo();
    expect(d.store.getSnapshot().doc.layout.a?.rotation).toBe(0);
  });

  it('fits the canvas when the viewport is first measured, and zooms around a point', () => {
    const d = driver();
    d.store.view.setViewport({ width: 1040, height: 700 });
    expect(d.store.getSnapshot().session.zoom).toBeCloseTo(0.5);
    d.store.view.zoomAt({ x: 40, y: 80 }, 1);
    expect(d.store.getSnapshot().session.pan).toEqual({ x: 40, y: 80 });
    d.store.runById('zoomFit');
    expect(d.store.getSnapshot().session.zoom).toBeCloseTo(0.5);
  });

  it('reorders through the Layers list and sets layout fields from the properties panel', () => {
    const d = driver().add('a', 0, 0).add('b', 0, 0).add('c', 0, 0);
    d.store.moveInOrder(['c'], 0);
    expect(
      Object.values(d.store.getSnapshot().doc.layout)
        .sort((x, y) => x.z - y.z)
        .map((l) => l.widgetId),
    ).toEqual(['c', 'a', 'b']);
    d.store.updateLayout('a', { w: 300 });
    expect(d.store.getSnapshot().doc.layout.a?.w).toBe(300);
  });
});

import { describe, expect, it } from 'vitest';
import type { StoredWidget } from '../../../../shared/acts/editor';
import { emptyDocument, type Widget } from '../../../../shared/screen/document';
import { applyChanges, fromScreenDocument, type EditorDocument } from './document';
import { Syncer, type SaveStatus, type SyncTransport } from './syncer';

const widget = (id: string, name = id): Widget => ({
  id,
  type: 'text.title',
  attr: { globeStyle: { name } },
  style: {},
  data: {},
  events: [],
  locked: false,
  hidden: false,
  inner: false,
});
const box = (widgetId: string, x = 0) => ({ widgetId, x, y: 0, w: 10, h: 10, z: 0, rotation: 0 });

function setup(transport: Partial<SyncTransport>) {
  let doc: EditorDocument = fromScreenDocument(emptyDocument());
  const calls: string[] = [];
  const statuses: SaveStatus[] = [];
  const conflicts: unknown[] = [];
  const refused: { ids: string[]; code: number }[] = [];
  let pending: (() => void) | null = null;
  const full: SyncTransport = {
    append: async (items) => (
      calls.push(`append ${items.map((i) => i.widget.id)}`),
      { saved: items.map((i) => ({ id: i.widget.id, revision: 1 })), conflicts: [] }
    ),
    remove: async (ids) => void calls.push(`remove ${ids}`),
    changeWidget: async (w, r) => (calls.push(`change ${w.id}@${r}`), { revision: r + 1 }),
    locations: async (items) => (
      calls.push(`locations ${items.map((i) => `${i.widgetId}@${i.revision}`)}`),
      { saved: items.map((i) => ({ id: i.widgetId, revision: i.revision + 1 })), conflicts: [] }
    ),
    config: async (_c, r) => (calls.push(`config@${r}`), { revision: r + 1 }),
    ...transport,
  };
  const syncer = new Syncer(
    { doc, revisions: {}, configRevision: 0 },
    {
      transport: full,
      current: () => doc,
      onConflict: (c) => conflicts.push(c),
      onRefused: (r) => refused.push(r),
      onStatus: (s) => statuses.push(s),
      schedule: (fn) => {
        pending = fn;
        return () => (pending = null);
      },
    },
  );
  const edit = (changes: Parameters<typeof applyChanges>[1]) => {
    doc = applyChanges(doc, changes);
    syncer.changed();
  };
  return {
    syncer,
    edit,
    calls,
    statuses,
    conflicts,
    refused,
    tick: () => pending?.(),
    get doc() {
      return doc;
    },
  };
}

describe('autosave', () => {
  it('batches a burst of edits into one save after the quiet time', async () => {
    const t = setup({});
    t.edit([
      { kind: 'widget', id: 'a', before: null, after: widget('a') },
      { kind: 'layout', id: 'a', before: null, after: box('a') },
    ]);
    for (let x = 1; x <= 10; x++)
      t.edit([{ kind: 'layout', id: 'a', before: t.doc.layout.a ?? null, after: box('a', x) }]);
    expect(t.calls).toEqual([]);
    t.tick();
    await t.syncer.flush();
    expect(t.calls).toEqual(['append a']);
    expect(t.statuses.at(-1)).toBe('saved');
    t.edit([{ kind: 'layout', id: 'a', before: t.doc.layout.a ?? null, after: box('a', 50) }]);
    await t.syncer.flush();
    expect(t.calls.at(-1)).toBe('locations a@1');
    expect(t.syncer.savedState.revisions.a).toBe(2);
    // A saved move is saved: nothing left to send, and the status says so.
    expect(t.statuses.at(-1)).toBe('saved');
    const sent = t.calls.length;
    await t.syncer.flush();
    expect(t.calls).toHaveLength(sent);
  });

  it('takes the server’s widget on a conflict and reports it', async () => {
    const theirs: StoredWidget = { widget: widget('a', 'Theirs'), layout: box('a', 7), revision: 9 };
    const t = setup({ changeWidget: async () => ({ conflict: theirs }) });
    t.edit([
      { kind: 'widget', id: 'a', before: null, after: widget('a') },
      { kind: 'layout', id: 'a', before: null, after: box('a') },
    ]);
    await t.syncer.flush();
    t.edit([{ kind: 'widget', id: 'a', before: t.doc.widgets.a ?? null, after: widget('a', 'Mine') }]);
    await t.syncer.flush();
    expect(t.conflicts).toEqual([{ widget: theirs }]);
    expect(t.syncer.savedState.doc.widgets.a?.attr.globeStyle.name).toBe('Theirs');
    expect(t.syncer.savedState.revisions.a).toBe(9);
  });

  it('sends where pasted widgets come from, and reports a refused widget once instead of retrying it for ever', async () => {
    const sent: unknown[] = [];
    const t = setup({
      append: async (items) => {
        sent.push(items);
        // The server refuses any append holding `doomed` (a masked secret it cannot resolve), writing nothing.
        if (items.some((i) => i.widget.id === 'doomed')) return { refused: 50000004 };
        return { saved: items.map((i) => ({ id: i.widget.id, revision: 1 })), conflicts: [] };
      },
    });
    t.syncer.recordOrigins({ doomed: { screen_id: 's-a', widget_id: 'w1' } });
    t.edit([
      { kind: 'widget', id: 'ok', before: null, after: widget('ok') },
      { kind: 'layout', id: 'ok', before: null, after: box('ok') },
      { kind: 'widget', id: 'doomed', before: null, after: widget('doomed') },
      { kind: 'layout', id: 'doomed', before: null, after: box('doomed') },
    ]);
    await t.syncer.flush();
    expect(sent).toEqual([
      [
        { widget: widget('ok'), layout: box('ok') },
        { widget: widget('doomed'), layout: box('doomed'), from: { screen_id: 's-a', widget_id: 'w1' } },
      ],
      [{ widget: widget('ok'), layout: box('ok') }],
      [{ widget: widget('doomed'), layout: box('doomed'), from: { screen_id: 's-a', widget_id: 'w1' } }],
    ]);
    expect(t.refused).toEqual([{ ids: ['doomed'], code: 50000004 }]);
    expect(t.syncer.savedState.revisions).toEqual({ ok: 1 });
    // The session goes on: later edits are saved and the refused widget is never sent again, nor retried on a timer.
    expect(t.statuses.at(-1)).toBe('saved');
    t.edit([{ kind: 'layout', id: 'ok', before: t.doc.layout.ok ?? null, after: box('ok', 30) }]);
    await t.syncer.flush();
    expect(t.calls.at(-1)).toBe('locations ok@1');
    expect(sent).toHaveLength(3);
    expect(t.refused).toHaveLength(1);
    expect(t.statuses.at(-1)).toBe('saved');
  });

  it('stays pending when offline and saves on the retry', async () => {
    let online = false;
    const t = setup({
      append: async (items) => {
        if (!online) throw new Error('offline');
        return { saved: items.map((i) => ({ id: i.widget.id, revision: 1 })), conflicts: [] };
      },
    });
    t.edit([
      { kind: 'widget', id: 'a', before: null, after: widget('a') },
      { kind: 'layout', id: 'a', before: null, after: box('a') },
    ]);
    await t.syncer.flush();
    expect(t.statuses.at(-1)).toBe('offline');
    online = true;
    t.tick();
    await t.syncer.flush();
    expect(t.statuses.at(-1)).toBe('saved');
    expect(t.syncer.savedState.revisions.a).toBe(1);
  });
});

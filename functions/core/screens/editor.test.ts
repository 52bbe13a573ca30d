import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { findTemplate } from '../../../shared/screen/templates/index.js';
import { DomainError } from '../../lib/errors.js';
import { ConflictError, saveConfig, saveLocations, saveWidget } from './editor.js';
import { editor, NOW, owner, screenRecord, world } from '../store/fixtures.js';
import { publishVersion, replaceWithVersion } from '../versions/versions.js';

/** Screen `s5` of the owner, shared to edit with `editor`, holding the widgets of a real template. */
async function editedWorld() {
  const { store, data } = await world();
  const template = findTemplate('sales');
  if (!template) throw new Error('no sales template');
  await store.createScreen(
    screenRecord({ screenId: 's5', name: 'Sales', editUsers: ['editor'] }),
    template.documents.en,
  );
  const [first, second] = template.documents.en.layout;
  if (!first || !second) throw new Error('the sales template has fewer than two widgets');
  const widget = (id: string) => {
    const found = data.widgets.get('t1/s5')?.get(id);
    if (!found) throw new Error(`no widget ${id}`);
    return found;
  };
  return { store, data, first: first.widgetId, second: second.widgetId, widget };
}

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ saved: value }),
    (error: unknown) => ({ error }),
  );

describe('concurrent saves', () => {
  it('keeps one of two saves of a widget at the same revision and gives the other the current widget', async () => {
    const { store, first, widget } = await editedWorld();
    const base = widget(first);
    const results = await Promise.all([
      settle(saveWidget(store, owner, 's5', { ...base.widget, hidden: true }, base.revision, NOW)),
      settle(saveWidget(store, editor, 's5', { ...base.widget, locked: true }, base.revision, NOW)),
    ]);
    const saved = results.filter((r) => 'saved' in r);
    const refused = results.flatMap((r) => ('error' in r && r.error instanceof ConflictError ? [r.error] : []));
    expect([saved.length, refused.length]).toEqual([1, 1]);
    expect(widget(first).revision).toBe(base.revision + 1);
    expect(refused[0]?.data).toMatchObject({
      revision: base.revision + 1,
      widget: { hidden: widget(first).widget.hidden, locked: widget(first).widget.locked },
    });
  });

  it('keeps one of two config saves at the same revision', async () => {
    const { store, data } = await editedWorld();
    const results = await Promise.all([
      settle(saveConfig(store, owner, 's5', { title: 'One' }, 0, NOW)),
      settle(saveConfig(store, editor, 's5', { title: 'Two' }, 0, NOW)),
    ]);
    const refused = results.flatMap((r) => ('error' in r && r.error instanceof DomainError ? [r.error.code] : []));
    expect(refused).toEqual([ErrorCode.REVISION_CONFLICT]);
    expect(data.screens.get('t1/s5')?.configRevision).toBe(1);
  });

  it('loses no move of a batch when one widget of it conflicts', async () => {
    const { store, first, second, widget } = await editedWorld();
    const stale = widget(first).revision;
    await saveLocations(store, editor, 's5', [{ ...widget(first).layout, x: 1, revision: stale }], NOW);
    const result = await saveLocations(
      store,
      owner,
      's5',
      [
        { ...widget(first).layout, x: 2, revision: stale },
        { ...widget(second).layout, x: 3, revision: widget(second).revision },
      ],
      NOW,
    );
    expect(result.saved.map((s) => s.id)).toEqual([second]);
    expect(result.conflicts.map((c) => c.widget.id)).toEqual([first]);
    expect([widget(first).layout.x, widget(second).layout.x]).toEqual([1, 3]);
  });

  it('makes an editor still on the old content conflict after a version replaced it', async () => {
    const { store, first, widget } = await editedWorld();
    const version = await publishVersion(store, owner, { _id: 's5', name: 'v1', remark: '', latest: false }, NOW);
    const before = widget(first);
    await replaceWithVersion(store, owner, 's5', version._id, 'Sales', NOW);
    await expect(
      saveWidget(store, editor, 's5', { ...before.widget, hidden: !before.widget.hidden }, before.revision, NOW),
    ).rejects.toBeInstanceOf(ConflictError);
  });
});

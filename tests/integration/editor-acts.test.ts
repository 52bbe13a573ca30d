import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo } from '../../functions/lib/clients.js';
import { keys } from '../../functions/lib/data/keys.js';
import { env } from '../../functions/lib/env.js';
import type { EditHistoryEntry, StoredWidget, WidgetWriteResult } from '../../shared/acts/editor.js';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { WIDGET_MAX_BYTES } from '../../shared/widgets/data.js';
import type { ScreenConfig, ScreenDocument } from '../../shared/screen/document.js';
import { registerUser, rpc, type Registered } from './helpers/client.js';

type Detail = ScreenSummary & { document: ScreenDocument; revisions: Record<string, number>; config_revision: number };

const act = <T = unknown>(user: Registered, name: string, args: Record<string, unknown> = {}) =>
  rpc<T>('screen', `v1/screen/${name}`, { auth: user.login.auth, ...args });

async function screenWith(template: string): Promise<{ user: Registered; screen: Detail }> {
  const user = await registerUser();
  const [group] = (await rpc<ScreenGroup[]>('group', 'v1/group/list', { auth: user.login.auth })).msg;
  const made = (await act<ScreenSummary>(user, 'add', { group_id: group?._id, name: 'Editing', template })).msg;
  return { user, screen: (await act<Detail>(user, 'get', { _id: made._id })).msg };
}

const widget = (id: string, name = id) => ({ id, type: 'text.title', attr: { globeStyle: { name }, text: 'Hello' } });
const box = (widgetId: string, x = 10) => ({ widgetId, x, y: 10, w: 200, h: 60, z: 50, rotation: 0 });

describe('editor writes', () => {
  it('appends widgets, refusing a duplicate id', async () => {
    const { user, screen } = await screenWith('blank');
    const added = await act<WidgetWriteResult>(user, 'append_widget', {
      _id: screen._id,
      widgets: [{ widget: widget('t1'), layout: box('t1') }],
    });
    expect(added.msg.saved).toEqual([{ id: 't1', revision: 1 }]);
    const again = await act(user, 'append_widget', {
      _id: screen._id,
      widgets: [{ widget: widget('t1'), layout: box('t1') }],
    });
    expect(again.code).toBe(ErrorCode.COMPONENT_KEY_DUPLICATE);
    const detail = (await act<Detail>(user, 'get', { _id: screen._id })).msg;
    expect(detail.document.widgets.t1?.attr.globeStyle.name).toBe('t1');
    expect(detail.revisions.t1).toBe(1);
  });

  it('answers a stale write with a conflict carrying the current widget, and loses nothing', async () => {
    const { user, screen } = await screenWith('blank');
    await act(user, 'append_widget', {
      _id: screen._id,
      widgets: [
        { widget: widget('a'), layout: box('a') },
        { widget: widget('b'), layout: box('b') },
      ],
    });
    // Two editors, both at revision 1: one renames `a`, the other renames `b`: both land.
    const first = await act<{ revision: number }>(user, 'change_widget', {
      _id: screen._id,
      widget: widget('a', 'Alpha'),
      revision: 1,
    });
    const second = await act<{ revision: number }>(user, 'change_widget', {
      _id: screen._id,
      widget: widget('b', 'Bravo'),
      revision: 1,
    });
    expect([first.msg.revision, second.msg.revision]).toEqual([2, 2]);
    // A third write to `a` based on revision 1 is stale.
    const stale = await act(user, 'change_widget', { _id: screen._id, widget: widget('a', 'Overwrite'), revision: 1 });
    expect(stale.code).toBe(ErrorCode.REVISION_CONFLICT);
    expect((stale.body.data as StoredWidget).widget.attr.globeStyle.name).toBe('Alpha');
    expect((stale.body.data as StoredWidget).revision).toBe(2);
    const names = Object.values((await act<Detail>(user, 'get', { _id: screen._id })).msg.document.widgets)
      .map((w) => w.attr.globeStyle.name)
      .sort();
    expect(names).toEqual(['Alpha', 'Bravo']);
  });

  it('sets one attribute by path, validated', async () => {
    const { user, screen } = await screenWith('blank');
    await act(user, 'append_widget', { _id: screen._id, widgets: [{ widget: widget('k'), layout: box('k') }] });
    const set = await act(user, 'change_widget_specify', {
      _id: screen._id,
      widget_id: 'k',
      path: 'attr.globeStyle.name',
      value: 'Renamed',
      revision: 1,
    });
    expect(set.code).toBe(200);
    const locked = await act(user, 'change_widget_specify', {
      _id: screen._id,
      widget_id: 'k',
      path: 'locked',
      value: 'yes',
      revision: 2,
    });
    expect(locked.code).toBe(ErrorCode.BODY_MALFORMED);
    for (const path of ['__proto__.x', 'attr.__proto__.polluted', 'attr.constructor.prototype']) {
      expect(
        (await act(user, 'change_widget_specify', { _id: screen._id, widget_id: 'k', path, value: 1, revision: 2 }))
          .code,
        path,
      ).toBe(ErrorCode.BODY_MALFORMED);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const detail = (await act<Detail>(user, 'get', { _id: screen._id })).msg;
    expect(detail.document.widgets.k?.attr.globeStyle.name).toBe('Renamed');
  });

  it("checks a widget's attributes and data against its type, losing nothing on a refusal", async () => {
    const { user, screen } = await screenWith('blank');
    const table = (rowsVisible: unknown) => ({
      id: 'tb',
      type: 'table.scroll',
      attr: { globeStyle: { name: 'Board' }, rowsVisible },
    });
    const bad = await act(user, 'append_widget', {
      _id: screen._id,
      widgets: [{ widget: table('many'), layout: box('tb') }],
    });
    expect(bad.code).toBe(ErrorCode.BODY_MALFORMED);
    expect((await act<Detail>(user, 'get', { _id: screen._id })).msg.document.widgets.tb).toBeUndefined();
    expect(
      (await act(user, 'append_widget', { _id: screen._id, widgets: [{ widget: table(6), layout: box('tb') }] })).code,
    ).toBe(200);
    // Whole widget, one attribute and a data binding: each refused with the catalogue's code.
    expect((await act(user, 'change_widget', { _id: screen._id, widget: table(-3), revision: 1 })).code).toBe(
      ErrorCode.BODY_MALFORMED,
    );
    expect(
      (
        await act(user, 'change_widget_specify', {
          _id: screen._id,
          widget_id: 'tb',
          path: 'attr.rowsVisible',
          value: 'all',
          revision: 1,
        })
      ).code,
    ).toBe(ErrorCode.BODY_MALFORMED);
    expect(
      (
        await act(user, 'change_widget', {
          _id: screen._id,
          widget: { ...table(6), data: { source: 'ftp' } },
          revision: 1,
        })
      ).code,
    ).toBe(ErrorCode.BODY_MALFORMED);
    const kept = (await act<Detail>(user, 'get', { _id: screen._id })).msg;
    expect(kept.document.widgets.tb?.attr).toMatchObject({ rowsVisible: 6 });
    expect(kept.revisions.tb).toBe(1);
    expect(
      (
        await act(user, 'change_widget_specify', {
          _id: screen._id,
          widget_id: 'tb',
          path: 'attr.rowsVisible',
          value: 8,
          revision: 1,
        })
      ).code,
    ).toBe(200);
  });

  it('moves a batch, saving every widget that is current and reporting the stale ones', async () => {
    const { user, screen } = await screenWith('operations-centre');
    const ids = Object.keys(screen.document.widgets).slice(0, 3);
    const items = ids.map((id, i) => ({ ...box(id, 100 + i), revision: screen.revisions[id] }));
    const stale = { ...(items[2] as (typeof items)[number]), revision: 99 };
    const moved = await act<WidgetWriteResult>(user, 'change_widget_location', {
      _id: screen._id,
      items: [items[0], items[1], stale],
    });
    expect(moved.msg.saved.map((s) => s.id)).toEqual(ids.slice(0, 2));
    expect(moved.msg.conflicts.map((c) => c.widget.id)).toEqual([ids[2]]);
    const detail = (await act<Detail>(user, 'get', { _id: screen._id })).msg;
    expect(detail.document.layout.find((l) => l.widgetId === ids[0])?.x).toBe(100);
    expect(detail.document.layout.find((l) => l.widgetId === ids[2])?.x).not.toBe(102);
  });

  it('starts a blank screen on the wall size and theme asked for, refusing others', async () => {
    const user = await registerUser();
    const [group] = (await rpc<ScreenGroup[]>('group', 'v1/group/list', { auth: user.login.auth })).msg;
    const made = await act<ScreenSummary>(user, 'add', {
      group_id: group?._id,
      name: 'Wall',
      template: 'blank',
      size: { width: 3840, height: 2160 },
      theme: 'light-business',
    });
    expect(made.code).toBe(200);
    const detail = (await act<Detail>(user, 'get', { _id: made.msg._id })).msg;
    expect(detail.document.config).toMatchObject({
      width: 3840,
      height: 2160,
      background: { theme: 'light-business' },
    });
    for (const wrong of [{ theme: 'no-such-theme' }, { size: { width: 10, height: 2160 } }, { size: '4k' }])
      expect((await act(user, 'add', { group_id: group?._id, name: 'Wrong', template: 'blank', ...wrong })).code).toBe(
        ErrorCode.BODY_MALFORMED,
      );
  });

  it('changes the canvas config under its own revision', async () => {
    const { user, screen } = await screenWith('blank');
    const config: ScreenConfig = {
      ...screen.document.config,
      width: 3840,
      height: 2160,
      background: { ...screen.document.config.background, color: '#000000' },
    };
    const saved = await act<{ revision: number }>(user, 'change_config', {
      _id: screen._id,
      config,
      revision: screen.config_revision,
    });
    expect(saved.msg.revision).toBe(screen.config_revision + 1);
    expect((await act(user, 'change_config', { _id: screen._id, config, revision: screen.config_revision })).code).toBe(
      ErrorCode.REVISION_CONFLICT,
    );
    expect(
      (
        await act(user, 'change_config', {
          _id: screen._id,
          config: { ...config, width: 10 },
          revision: saved.msg.revision,
        })
      ).code,
    ).toBe(ErrorCode.BODY_MALFORMED);
    const events = await act(user, 'change_event', {
      _id: screen._id,
      events: [{ on: 'load', do: 'refresh' }],
      revision: saved.msg.revision,
    });
    expect(events.code).toBe(200);
    const detail = (await act<Detail>(user, 'get', { _id: screen._id })).msg;
    expect(detail.document.config).toMatchObject({
      width: 3840,
      height: 2160,
      events: [{ on: 'load', do: 'refresh' }],
    });
    expect(detail.width).toBe(3840);
  });

  it('copies widgets within a screen and across screens, and deletes them', async () => {
    const { user, screen } = await screenWith('sales');
    const [group] = (await rpc<ScreenGroup[]>('group', 'v1/group/list', { auth: user.login.auth })).msg;
    const other = (await act<ScreenSummary>(user, 'add', { group_id: group?._id, name: 'Other', template: 'blank' }))
      .msg;
    const first = Object.keys(screen.document.widgets)[0] as string;
    const here = await act<{ widgets: StoredWidget[] }>(user, 'copy_widget', { _id: screen._id, widget_ids: [first] });
    expect(here.msg.widgets[0]?.layout.x).toBe((screen.document.layout.find((l) => l.widgetId === first)?.x ?? 0) + 20);
    const there = await act<{ screen: string; widgets: StoredWidget[] }>(user, 'copy_widget', {
      _id: screen._id,
      widget_ids: [first],
      target: other._id,
    });
    expect(there.msg.screen).toBe(other._id);
    expect(Object.keys((await act<Detail>(user, 'get', { _id: other._id })).msg.document.widgets)).toHaveLength(1);
    const deleted = await act(user, 'delete_widget', { _id: screen._id, widget_ids: [first] });
    expect(deleted.msg).toEqual({ deleted: 1 });
    expect((await act<Detail>(user, 'get', { _id: screen._id })).msg.document.widgets[first]).toBeUndefined();
  });

  it('keeps an edit history that can be browsed and restored, and the restore itself undone', async () => {
    const { user, screen } = await screenWith('finance-kpis');
    const before = Object.keys(screen.document.widgets).sort();
    const saved = await act<EditHistoryEntry>(user, 'start_edit_history', { _id: screen._id, label: 'v1 layout' });
    expect(saved.msg).toMatchObject({ label: 'v1 layout', widgets: before.length });
    await act(user, 'delete_widget', { _id: screen._id, widget_ids: before.slice(0, 3) });
    const list = await act<EditHistoryEntry[]>(user, 'edit_history_list', { _id: screen._id });
    expect(list.msg.map((h) => h.label)).toEqual(['v1 layout']);
    const restored = await act<{ saved: EditHistoryEntry }>(user, 'revoke_edit_history', {
      _id: screen._id,
      history_id: saved.msg._id,
    });
    expect(restored.code).toBe(200);
    expect(Object.keys((await act<Detail>(user, 'get', { _id: screen._id })).msg.document.widgets).sort()).toEqual(
      before,
    );
    const after = await act<EditHistoryEntry[]>(user, 'edit_history_list', { _id: screen._id });
    expect(after.msg.map((h) => h.label)).toEqual(['before restore', 'v1 layout']);
    expect(after.msg[0]?.widgets).toBe(before.length - 3);
  });

  it("keeps a widget's content as one JSON string, and still opens and edits widgets stored as a map", async () => {
    const { user, screen } = await screenWith('blank');
    const points = Array.from({ length: 1000 }, (_, i) => ({ x: i, y: (i * 37) % 101 }));
    const chart = {
      id: 'c',
      type: 'chart.line',
      attr: { globeStyle: { name: 'Dense' } },
      data: { source: 'static', static: points, mapping: { category: 'x', series: ['y'] } },
    };
    expect(
      (await act(user, 'append_widget', { _id: screen._id, widgets: [{ widget: chart, layout: box('c') }] })).code,
    ).toBe(200);
    const tenantId = user.login.corp[0]?._id ?? '';
    const stored =
      (await dynamo().send(new GetCommand({ TableName: env.mainTable(), Key: keys.widget(tenantId, screen._id, 'c') })))
        .Item ?? {};
    expect(typeof stored.body).toBe('string');
    expect(stored.widget).toBeUndefined();
    // An item written before contents were strings: its content is a map under `widget`.
    const legacy = {
      ...widget('old', 'Stored as a map'),
      style: {},
      data: {},
      events: [],
      locked: false,
      hidden: false,
      inner: false,
    };
    await dynamo().send(
      new PutCommand({
        TableName: env.mainTable(),
        Item: {
          widgetId: 'old',
          widget: legacy,
          layout: box('old'),
          revision: 3,
          ...keys.widget(tenantId, screen._id, 'old'),
        },
      }),
    );
    const detail = (await act<Detail>(user, 'get', { _id: screen._id })).msg;
    expect(detail.document.widgets.old?.attr.globeStyle.name).toBe('Stored as a map');
    expect(detail.document.widgets.c?.data).toMatchObject({ source: 'static', static: points });
    expect(detail.revisions).toMatchObject({ c: 1, old: 3 });
    expect(
      (
        await act(user, 'change_widget_specify', {
          _id: screen._id,
          widget_id: 'old',
          path: 'attr.globeStyle.name',
          value: 'Edited',
          revision: 3,
        })
      ).code,
    ).toBe(200);
    const rewritten =
      (
        await dynamo().send(
          new GetCommand({ TableName: env.mainTable(), Key: keys.widget(tenantId, screen._id, 'old') }),
        )
      ).Item ?? {};
    expect(JSON.parse(String(rewritten.body))).toMatchObject({ id: 'old', attr: { globeStyle: { name: 'Edited' } } });
    expect((await act<Detail>(user, 'get', { _id: screen._id })).msg.document.widgets.old?.attr.globeStyle.name).toBe(
      'Edited',
    );
  });

  it('stores a widget up to the size one item holds, and refuses a larger one with a catalogue code', async () => {
    const { user, screen } = await screenWith('blank');
    const sized = (id: string, bytes: number) => {
      const base = {
        ...widget(id),
        style: {},
        data: {},
        events: [],
        locked: false,
        hidden: false,
        inner: false,
        attr: { ...widget(id).attr, note: '' },
      };
      return { ...base, attr: { ...base.attr, note: 'x'.repeat(bytes - JSON.stringify(base).length) } };
    };
    // The largest widget the schema lets through fits the store's 400 KB item.
    const largest = sized('big', WIDGET_MAX_BYTES);
    expect(JSON.stringify(largest).length).toBe(WIDGET_MAX_BYTES);
    expect(
      (await act(user, 'append_widget', { _id: screen._id, widgets: [{ widget: largest, layout: box('big') }] })).code,
    ).toBe(200);
    const tooBig = await act(user, 'append_widget', {
      _id: screen._id,
      widgets: [{ widget: sized('huge', WIDGET_MAX_BYTES + 1), layout: box('huge') }],
    });
    expect(tooBig.code).toBe(ErrorCode.BODY_MALFORMED);
    // Static data is measured in UTF-8 bytes: 100,001 Chinese characters are over 300,000.
    const rows = (text: string) => ({
      ...widget('t', 'Table'),
      type: 'table.scroll',
      attr: { globeStyle: { name: 'Table' } },
      data: { source: 'static', static: [{ text }] },
    });
    expect(
      (
        await act(user, 'append_widget', {
          _id: screen._id,
          widgets: [{ widget: { ...rows('数'.repeat(100_001)), id: 'zh' }, layout: box('zh') }],
        })
      ).code,
    ).toBe(ErrorCode.BODY_MALFORMED);
    expect(
      (
        await act(user, 'append_widget', {
          _id: screen._id,
          widgets: [{ widget: { ...rows('数'.repeat(99_000)), id: 'ok' }, layout: box('ok') }],
        })
      ).code,
    ).toBe(200);
    const detail = (await act<Detail>(user, 'get', { _id: screen._id })).msg;
    expect(Object.keys(detail.document.widgets).sort()).toEqual(['big', 'ok']);
    expect(detail.document.widgets.big?.attr.note).toBe(largest.attr.note);
  });

  it('lets nobody of another tenant write', async () => {
    const { screen } = await screenWith('blank');
    const stranger = await registerUser();
    const attempts = [
      act(stranger, 'append_widget', { _id: screen._id, widgets: [{ widget: widget('x'), layout: box('x') }] }),
      act(stranger, 'change_config', { _id: screen._id, config: screen.document.config, revision: 0 }),
      act(stranger, 'edit_history_list', { _id: screen._id }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.code).toBe(ErrorCode.SCREEN_NOT_FOUND);
  });
});

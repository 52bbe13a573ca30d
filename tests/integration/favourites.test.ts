import { describe, expect, it } from 'vitest';
import type { Favourite, FavouriteSummary } from '../../shared/acts/favourite.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { registerUser, rpc, type Registered } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';

const act = <T = unknown>(user: Registered, name: string, args: Record<string, unknown> = {}) =>
  rpc<T>('template', `v1/template/${name}`, { auth: user.login.auth, ...args });

const saved = (type: string, x = 0) => ({
  widget: { id: `w${x}`, type, attr: { globeStyle: { name: type } } },
  layout: { widgetId: `w${x}`, x, y: 10, w: 200, h: 100, z: 0, rotation: 0 },
});

describe('favourites (widget templates)', () => {
  it('saves a selection by name, lists it, gives it back whole, renames and deletes it', async () => {
    const user = await registerUser();
    const added = await act<FavouriteSummary>(user, 'add_widget_temp', {
      name: 'KPI row',
      widgets: [saved('kpi.number', 0), saved('kpi.number', 220)],
    });
    expect(added.msg).toMatchObject({
      name: 'KPI row',
      state: 'personal',
      types: ['kpi.number'],
      width: 420,
      height: 100,
      can_manage: true,
    });
    expect((await act(user, 'add_widget_temp', { name: 'kpi ROW', widgets: [saved('text.title')] })).code).toBe(
      ErrorCode.TEMPLATE_DUPLICATE,
    );
    expect((await act(user, 'add_widget_temp', { name: 'Empty', widgets: [] })).code).toBe(ErrorCode.PARAMS_INCOMPLETE);
    const list = await act<FavouriteSummary[]>(user, 'get_user_widget_temp_list');
    expect(list.msg.map((f) => f.name)).toEqual(['KPI row']);
    const whole = await act<Favourite>(user, 'get_widget_temp', { _id: added.msg._id });
    expect(whole.msg.widgets).toHaveLength(2);
    expect((await act(user, 'change_widget_temp_name', { _id: added.msg._id, name: 'Top KPIs' })).code).toBe(200);
    expect((await act(user, 'add_widget_temp', { name: 'KPI row', widgets: [saved('text.title')] })).code).toBe(200);
    expect((await act(user, 'delete_widget_temp', { _id: added.msg._id })).code).toBe(200);
    expect((await act<FavouriteSummary[]>(user, 'get_user_widget_temp_list')).msg.map((f) => f.name)).toEqual([
      'KPI row',
    ]);
  });

  it('shares a public favourite with the tenant; only its owner changes it; other tenants never see it', async () => {
    const owner = await registerUser();
    const colleague = await joinTenantOf(owner, await registerUser());
    const stranger = await registerUser();
    const fav = (
      await act<FavouriteSummary>(owner, 'add_widget_temp', {
        name: 'Map frame',
        state: 'personal',
        widgets: [saved('map.china')],
      })
    ).msg;
    const corp = owner.login.corp[0]?._id;
    const asColleague = (name: string, args: Record<string, unknown> = {}) =>
      rpc<FavouriteSummary[]>('template', `v1/template/${name}`, {
        auth: colleague.login.auth,
        corp_id: corp,
        ...args,
      });
    expect((await asColleague('get_pub_widget_temp_list')).msg).toEqual([]);
    expect((await asColleague('get_widget_temp', { _id: fav._id })).code).toBe(ErrorCode.COMPONENT_NOT_FOUND);
    expect((await act(owner, 'change_widget_temp_state', { _id: fav._id, state: 'public' })).msg).toMatchObject({
      state: 'public',
    });
    const shared = await asColleague('get_pub_widget_temp_list');
    expect(shared.msg.map((f) => [f.name, f.can_manage])).toEqual([['Map frame', false]]);
    expect((await asColleague('get_widget_temp', { _id: fav._id })).code).toBe(200);
    expect((await asColleague('delete_widget_temp', { _id: fav._id })).code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await asColleague('get_style_by_widget_type', { type: 'map.china' })).msg).toHaveLength(1);
    expect((await act<FavouriteSummary[]>(stranger, 'get_pub_widget_temp_list')).msg).toEqual([]);
    expect((await act(stranger, 'get_widget_temp', { _id: fav._id })).code).toBe(ErrorCode.COMPONENT_NOT_FOUND);
  });

  it('keeps the order the user gives', async () => {
    const user = await registerUser();
    const ids: string[] = [];
    for (const name of ['One', 'Two', 'Three'])
      ids.push((await act<FavouriteSummary>(user, 'add_widget_temp', { name, widgets: [saved('clock')] })).msg._id);
    const order = [ids[2], ids[0], ids[1]];
    expect((await act(user, 'sort_widget_temp', { state: 'personal', ids: order })).code).toBe(200);
    expect((await act<FavouriteSummary[]>(user, 'get_user_widget_temp_list')).msg.map((f) => f._id)).toEqual(order);
  });
});

import type { FavouriteState, Favourite, FavouriteSummary } from '../../../shared/acts/favourite.js';
import type { Caller } from '../../lib/act.js';
import { newId } from '../../lib/crypto/tokens.js';
import {
  deleteFavourite,
  findFavourite,
  findPublicFavourite,
  listFavourites,
  moveFavourite,
  putFavourite,
  renameFavourite,
  setFavouriteSort,
  type FavouriteRecord,
} from '../../lib/data/favourites.js';
import { getUser } from '../../lib/data/users.js';
import { keepHeaders } from '../../lib/data/widgets.js';
import { fail } from '../../lib/errors.js';
import { hasMaskedValue, headersOf, maskedWidget, sourceHeaders } from '../../../shared/widgets/secret-headers.js';
import { loadScreen } from './access.js';
import { awsScreenReads as store } from '../store/aws-screen-reads.js';
import { unmaskedFromScreen } from './kept-headers.js';

/*
 * Favourites (`v1/template/*`): saved selections of widgets, personal or public within the
 * tenant. A public one is managed by its owner or the tenant's administrator.
 */

const canManage = (f: FavouriteRecord, caller: Caller) => f.ownerId === caller.userId || caller.isAdmin;

function summary(f: FavouriteRecord, caller: Caller): FavouriteSummary {
  const right = Math.max(...f.widgets.map((w) => w.layout.x + w.layout.w));
  const bottom = Math.max(...f.widgets.map((w) => w.layout.y + w.layout.h));
  const left = Math.min(...f.widgets.map((w) => w.layout.x));
  const top = Math.min(...f.widgets.map((w) => w.layout.y));
  return {
    _id: f.favouriteId,
    name: f.name,
    state: f.state,
    owner: { _id: f.ownerId, name: f.ownerName },
    types: [...new Set(f.widgets.map((w) => w.widget.type))],
    width: right - left,
    height: bottom - top,
    sort: f.sort,
    can_manage: canManage(f, caller),
    created_at: f.createdAt,
  };
}

/** A favourite as a browser gets it: request headers of HTTP sources masked (the record keeps them). */
const full = (f: FavouriteRecord, caller: Caller): Favourite => ({
  ...summary(f, caller),
  widgets: f.widgets.map((item) => ({ ...item, widget: maskedWidget(item.widget) })),
});

/**
 * The widgets an editor saves from a screen, masked header values replaced by the screen's
 * stored ones; without a screen a masked value cannot be resolved.
 */
async function savedFrom(
  caller: Caller,
  screenId: string | undefined,
  widgets: FavouriteRecord['widgets'],
  now: number,
): Promise<FavouriteRecord['widgets']> {
  if (!screenId) {
    if (widgets.some((item) => hasMaskedValue(headersOf(item.widget)))) fail('BODY_MALFORMED');
    return widgets;
  }
  await loadScreen(store, caller, screenId, 'edit');
  const saved: FavouriteRecord['widgets'] = [];
  for (const item of widgets)
    saved.push({ ...item, widget: await unmaskedFromScreen(store, caller.tenantId, screenId, item.widget, now) });
  return saved;
}

/**
 * A favourite fetched to be inserted into a screen the caller edits: every widget under a new
 * id, its headers kept under that id so the append that follows takes them (masked here).
 */
async function forInsertion(
  caller: Caller,
  favourite: FavouriteRecord,
  screenId: string,
  now: number,
): Promise<Favourite> {
  await loadScreen(store, caller, screenId, 'edit');
  const widgets: FavouriteRecord['widgets'] = [];
  for (const { widget, layout } of favourite.widgets) {
    const id = newId();
    const kept = sourceHeaders(widget);
    if (kept) await keepHeaders(caller.tenantId, screenId, id, kept, now);
    widgets.push({ widget: { ...widget, id }, layout: { ...layout, widgetId: id } });
  }
  return full({ ...favourite, widgets }, caller);
}

/** Yours (personal or public), or any public one of your tenant. */
async function visible(caller: Caller, id: string): Promise<FavouriteRecord> {
  const found =
    (await findFavourite(caller.tenantId, caller.userId, id)) ?? (await findPublicFavourite(caller.tenantId, id));
  if (!found) fail('COMPONENT_NOT_FOUND');
  return found;
}

async function manageable(caller: Caller, id: string): Promise<FavouriteRecord> {
  const found = await visible(caller, id);
  if (!canManage(found, caller)) fail('PERMISSION_DENIED');
  return found;
}

const sorted = (list: FavouriteRecord[]) => list.sort((a, b) => a.sort - b.sort || b.createdAt - a.createdAt);

/** The caller's personal favourites, or the tenant's public ones, in their order. */
export async function favouriteList(caller: Caller, state: FavouriteState): Promise<FavouriteSummary[]> {
  return sorted(await listFavourites(caller.tenantId, state, caller.userId)).map((f) => summary(f, caller));
}

/** Saves a selection of widgets as a favourite; TEMPLATE_DUPLICATE when the name is taken. */
export async function addFavourite(
  caller: Caller,
  args: { name: string; state: FavouriteState; widgets: FavouriteRecord['widgets']; screen_id?: string },
  now: number,
): Promise<FavouriteSummary> {
  const record: FavouriteRecord = {
    favouriteId: newId(),
    tenantId: caller.tenantId,
    ownerId: caller.userId,
    ownerName: (await getUser(caller.userId))?.name ?? '',
    name: args.name,
    state: args.state,
    widgets: await savedFrom(caller, args.screen_id, args.widgets, now),
    sort: now,
    createdAt: now,
  };
  if (!(await putFavourite(record))) fail('TEMPLATE_DUPLICATE');
  return summary(record, caller);
}

/** A favourite the caller sees; with `screenId`, ready to be inserted into that screen. */
export async function openFavourite(
  caller: Caller,
  id: string,
  screenId: string | undefined,
  now: number,
): Promise<Favourite> {
  const favourite = await visible(caller, id);
  return screenId ? forInsertion(caller, favourite, screenId, now) : full(favourite, caller);
}

export async function renameFavouriteOf(
  caller: Caller,
  id: string,
  name: string,
): Promise<{ _id: string; name: string }> {
  if (!(await renameFavourite(await manageable(caller, id), name))) fail('TEMPLATE_DUPLICATE');
  return { _id: id, name };
}

/** Makes a favourite personal or public; TEMPLATE_DUPLICATE when the other list has its name. */
export async function changeFavouriteState(
  caller: Caller,
  id: string,
  state: FavouriteState,
): Promise<FavouriteSummary> {
  const record = await manageable(caller, id);
  if (record.state === state) return summary(record, caller);
  const next = { ...record, state };
  if (!(await moveFavourite(record, next))) fail('TEMPLATE_DUPLICATE');
  return summary(next, caller);
}

export async function removeFavourite(caller: Caller, id: string): Promise<null> {
  await deleteFavourite(await manageable(caller, id));
  return null;
}

/** Orders a list as `ids`; PERMISSION_DENIED when one of them is not the caller's to manage. */
export async function sortFavourites(caller: Caller, state: FavouriteState, ids: readonly string[]): Promise<null> {
  const list = new Map((await listFavourites(caller.tenantId, state, caller.userId)).map((f) => [f.favouriteId, f]));
  const records = ids.map((id) => list.get(id));
  if (records.some((r) => !r || !canManage(r, caller))) fail('PERMISSION_DENIED');
  await Promise.all(records.map((r, index) => (r ? setFavouriteSort(r, index + 1) : Promise.resolve())));
  return null;
}

/** The single-widget favourites of a type, personal and public: styles to apply to a widget. */
export async function favouritesOfType(caller: Caller, type: string): Promise<Favourite[]> {
  const all = [
    ...(await listFavourites(caller.tenantId, 'personal', caller.userId)),
    ...(await listFavourites(caller.tenantId, 'public', caller.userId)),
  ];
  return sorted(all.filter((f) => f.widgets.length === 1 && f.widgets[0]?.widget.type === type)).map((f) =>
    full(f, caller),
  );
}

import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { layoutSchema, widgetSchema } from '../screen/document.js';
import { writtenWidgetSchema } from '../widgets/schemas.js';
import { codeMessage, nameRule } from '../validation/rules.js';
import { entityId } from './group.js';

/**
 * Favourites (docs/ARCHITECTURE.md#data-model-dynamodb): a selection of widgets saved
 * by name, personal or public (shared with the whole tenant), dragged back onto any canvas.
 */
export const FAVOURITE_STATES = ['personal', 'public'] as const;
export type FavouriteState = (typeof FAVOURITE_STATES)[number];

export const favouriteName = nameRule(ErrorCode.NAME_INVALID);
const savedWidgets = z
  .array(z.object({ widget: writtenWidgetSchema, layout: layoutSchema }))
  .check(z.minLength(1, codeMessage(ErrorCode.PARAMS_INCOMPLETE)), z.maxLength(200));

/**
 * `screen_id`: the screen the widgets are saved from. Editors see HTTP sources' header values
 * masked (shared/widgets/secret-headers.ts); the server takes each masked value from that screen's
 * stored widget of the same id, URL and header name, so the favourite keeps the real secret.
 * A masked value without it, or that the screen cannot resolve, is refused (BODY_MALFORMED).
 */
export const addWidgetTempArgs = z.object({
  name: favouriteName,
  state: z._default(z.enum(FAVOURITE_STATES), 'personal'),
  widgets: savedWidgets,
  screen_id: z.optional(entityId),
});
export const widgetTempIdArgs = z.object({ _id: entityId });
/**
 * A favourite's widgets come back with their header values masked. `screen_id`: it is fetched to
 * be inserted into that screen (the caller must be able to edit it): its widgets then carry new
 * ids, under which the server keeps their headers for a day so appending them takes the secrets.
 */
export const getWidgetTempArgs = z.extend(widgetTempIdArgs, { screen_id: z.optional(entityId) });
export const renameWidgetTempArgs = z.object({ _id: entityId, name: favouriteName });
export const widgetTempStateArgs = z.object({ _id: entityId, state: z.enum(FAVOURITE_STATES) });
export const sortWidgetTempArgs = z.object({
  state: z.enum(FAVOURITE_STATES),
  ids: z.array(entityId).check(z.minLength(1), z.maxLength(1000)),
});
export const styleByTypeArgs = z.object({ type: z.string().check(z.minLength(1), z.maxLength(64)) });
export const favouriteListArgs = z.object({});

/** A favourite as listed (without its widgets). */
export interface FavouriteSummary {
  _id: string;
  name: string;
  state: FavouriteState;
  owner: { _id: string; name: string };
  /** Widget types in it, for the palette's icon. */
  types: string[];
  /** The bounding size of the saved selection. */
  width: number;
  height: number;
  sort: number;
  can_manage: boolean;
  created_at: number;
}

export interface Favourite extends FavouriteSummary {
  widgets: { widget: z.output<typeof widgetSchema>; layout: z.output<typeof layoutSchema> }[];
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v1/template/add_widget_temp': addWidgetTempArgs,
  'v1/template/get_widget_temp': getWidgetTempArgs,
  'v1/template/get_user_widget_temp_list': favouriteListArgs,
  'v1/template/get_pub_widget_temp_list': favouriteListArgs,
  'v1/template/change_widget_temp_name': renameWidgetTempArgs,
  'v1/template/change_widget_temp_state': widgetTempStateArgs,
  'v1/template/delete_widget_temp': widgetTempIdArgs,
  'v1/template/sort_widget_temp': sortWidgetTempArgs,
  'v1/template/get_style_by_widget_type': styleByTypeArgs,
  'v1/template/list': favouriteListArgs,
} as const;

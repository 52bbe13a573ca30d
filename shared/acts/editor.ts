import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { layoutSchema, screenConfigSchema, widgetSchema } from '../screen/document.js';
import { writtenWidgetSchema } from '../widgets/schemas.js';
import { codeMessage } from '../validation/rules.js';
import { entityId } from './group.js';

/**
 * Payload schemas of the editor's `v1/screen/*` acts. Every write names the revision it was
 * based on; a stale one answers REVISION_CONFLICT with the current state, so the editor can
 * reload that one item and nothing is lost silently.
 */
const revision = z.number().check(z.int(), z.gte(0));
const widgetIds = z.array(entityId).check(z.minLength(1, codeMessage(ErrorCode.PARAMS_INCOMPLETE)), z.maxLength(500));

/** The whole canvas config: the editor holds all of it, and the write is conditional on its revision. */
export const changeConfigArgs = z.object({ _id: entityId, config: screenConfigSchema, revision });
export const changeEventArgs = z.object({ _id: entityId, events: screenConfigSchema.shape.events, revision });
/**
 * Where a pasted or duplicated widget was copied from (a widget of a screen of the same tenant):
 * the server takes the masked request header values of the copy from that widget's stored
 * source, when the caller may edit that screen and the URL and header names are the same.
 */
export const widgetOriginSchema = z.object({ screen_id: entityId, widget_id: entityId });
export type WidgetOrigin = z.output<typeof widgetOriginSchema>;
export const appendWidgetArgs = z.object({
  _id: entityId,
  widgets: z
    .array(z.object({ widget: writtenWidgetSchema, layout: layoutSchema, from: z.optional(widgetOriginSchema) }))
    .check(z.minLength(1), z.maxLength(500)),
});
export const changeWidgetArgs = z.object({ _id: entityId, widget: writtenWidgetSchema, revision });
/** One attribute by its dotted path under the widget (`attr.globeStyle.name`, `style.color`, `hidden`…). */
export const changeWidgetSpecifyArgs = z.object({
  _id: entityId,
  widget_id: entityId,
  path: z
    .string()
    .check(
      z.regex(
        /^(attr|style|data|events|locked|hidden|groupId)(\.[A-Za-z0-9_-]+){0,8}$/,
        codeMessage(ErrorCode.BODY_MALFORMED),
      ),
    ),
  value: z.unknown(),
  revision,
});
export const changeWidgetLocationArgs = z.object({
  _id: entityId,
  items: z.array(z.extend(layoutSchema, { revision })).check(z.minLength(1), z.maxLength(500)),
});
export const deleteWidgetArgs = z.object({ _id: entityId, widget_ids: widgetIds });
export const copyWidgetArgs = z.object({ _id: entityId, widget_ids: widgetIds, target: z.optional(entityId) });

/** One widget as the editor holds it: content, layout and the revision of its item. */
export interface StoredWidget {
  widget: z.output<typeof widgetSchema>;
  layout: z.output<typeof layoutSchema>;
  revision: number;
}

export interface WidgetWriteResult {
  saved: { id: string; revision: number }[];
  conflicts: StoredWidget[];
}

export const startEditHistoryArgs = z.object({
  _id: entityId,
  label: z._default(z.string().check(z.trim(), z.maxLength(50)), ''),
});
export const editHistoryListArgs = z.object({ _id: entityId });
export const revokeEditHistoryArgs = z.object({ _id: entityId, history_id: entityId });

/** A saved state of a screen that can be browsed and restored. */
export interface EditHistoryEntry {
  _id: string;
  label: string;
  at: number;
  by: { _id: string; name: string };
  widgets: number;
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v1/screen/change_config': changeConfigArgs,
  'v1/screen/change_event': changeEventArgs,
  'v1/screen/append_widget': appendWidgetArgs,
  'v1/screen/change_widget': changeWidgetArgs,
  'v1/screen/change_widget_specify': changeWidgetSpecifyArgs,
  'v1/screen/change_widget_location': changeWidgetLocationArgs,
  'v1/screen/delete_widget': deleteWidgetArgs,
  'v1/screen/copy_widget': copyWidgetArgs,
  'v1/screen/start_edit_history': startEditHistoryArgs,
  'v1/screen/edit_history_list': editHistoryListArgs,
  'v1/screen/revoke_edit_history': revokeEditHistoryArgs,
} as const;

import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/messages.js';

/**
 * Interactions (events, communication groups; docs/ARCHITECTURE.md#the-widget-runtime): a widget's events say what a click,
 * change or hover does — set a value in a communication group, jump to another screen, open a
 * URL, show or hide widgets. Widgets whose data listens to a group get its values as query
 * parameters (HTTP sources) or row filters (static data) and refresh.
 */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);
const name = z.string(malformed).check(z.trim(), z.minLength(1, malformed), z.maxLength(50, malformed));
const widgetId = z.string(malformed).check(z.minLength(1, malformed), z.maxLength(64, malformed));

export const WIDGET_TRIGGERS = ['click', 'change', 'hover'] as const;
export type WidgetTrigger = (typeof WIDGET_TRIGGERS)[number];

export const EVENT_KINDS = ['setVariable', 'jumpScreen', 'openUrl', 'toggleWidgets'] as const;
export const TOGGLE_MODES = ['show', 'hide', 'toggle'] as const;
export type ToggleMode = (typeof TOGGLE_MODES)[number];

export const eventActionSchema = z.discriminatedUnion(
  'kind',
  [
    /** Publishes the clicked category (or the control's value) as `field` in communication group `group`. */
    z.object({ kind: z.literal('setVariable'), group: name, field: name }),
    z.object({ kind: z.literal('jumpScreen'), screenId: widgetId }),
    z.object({
      kind: z.literal('openUrl'),
      url: z.string(malformed).check(z.maxLength(2048, malformed), z.regex(/^https?:\/\//i, malformed)),
    }),
    z.object({
      kind: z.literal('toggleWidgets'),
      ids: z.array(widgetId).check(z.minLength(1, malformed), z.maxLength(100, malformed)),
      mode: z.enum(TOGGLE_MODES, malformed),
    }),
  ],
  malformed,
);

export const widgetEventSchema = z.object({
  trigger: z.enum(WIDGET_TRIGGERS, malformed),
  action: eventActionSchema,
});

export type EventAction = z.output<typeof eventActionSchema>;
export type WidgetEvent = z.output<typeof widgetEventSchema>;

/** The events of a stored widget that parse; others (from newer clients) are skipped. */
export function widgetEvents(events: readonly unknown[]): WidgetEvent[] {
  return events.flatMap((event) => {
    const parsed = widgetEventSchema.safeParse(event);
    return parsed.success ? [parsed.data] : [];
  });
}

/** What an interaction carries: the clicked category/point name and its value, or a control's value. */
export interface InteractionPayload {
  category?: string;
  value?: string | number | readonly string[];
}

/** A value published in a communication group. */
export type GroupValue = string | number | readonly string[];

const draftSchema = z.object({
  trigger: z.enum(WIDGET_TRIGGERS),
  action: z.looseObject({ kind: z.enum(EVENT_KINDS) }),
});

/**
 * The events as the property panel edits them: complete ones and drafts still being filled in
 * (a jump with no screen chosen yet). Only complete ones run (`widgetEvents`).
 */
export function eventDrafts(events: readonly unknown[]): WidgetEvent[] {
  return events.flatMap((event) => (draftSchema.safeParse(event).success ? [event as WidgetEvent] : []));
}

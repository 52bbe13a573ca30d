import type { Widget } from '../../../../shared/screen/document.js';
import {
  widgetEvents,
  type EventAction,
  type InteractionPayload,
  type ToggleMode,
  type WidgetTrigger,
} from '../../../../shared/widgets/events.js';
import type { CommGroups } from './groups';
import type { Interaction } from './context';

/** What the host of a screen (preview, share, carousel) lets interactions do. */
export interface InteractionHost {
  groups: CommGroups;
  jumpTo: (screenId: string) => void;
  openUrl: (url: string) => void;
  /** Show, hide or toggle widgets for this viewing (the document is not changed). */
  setShown: (ids: readonly string[], mode: ToggleMode) => void;
}

function perform(host: InteractionHost, action: EventAction, payload: InteractionPayload): void {
  switch (action.kind) {
    case 'setVariable':
      return host.groups.set(action.group, action.field, payload.category ?? payload.value);
    case 'jumpScreen':
      return host.jumpTo(action.screenId);
    case 'openUrl':
      return host.openUrl(action.url);
    case 'toggleWidgets':
      return host.setShown(action.ids, action.mode);
  }
}

/**
 * Live interactions: a widget's configured events for the trigger, and a filter control's own
 * publishing — a control with `commGroup` and `field` attributes publishes its value there on
 * every change, no event needed.
 */
export function liveInteraction(host: InteractionHost): Interaction {
  return {
    groups: host.groups,
    live: true,
    run: (widget: Widget, attr: Record<string, unknown>, trigger: WidgetTrigger, payload: InteractionPayload) => {
      if (
        trigger === 'change' &&
        typeof attr.commGroup === 'string' &&
        typeof attr.field === 'string' &&
        attr.commGroup &&
        attr.field
      ) {
        host.groups.set(attr.commGroup, attr.field, payload.value);
      }
      for (const event of widgetEvents(widget.events))
        if (event.trigger === trigger) perform(host, event.action, payload);
    },
  };
}

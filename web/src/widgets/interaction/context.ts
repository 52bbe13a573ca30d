import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Widget } from '../../../../shared/screen/document.js';
import type { InteractionPayload, WidgetTrigger } from '../../../../shared/widgets/events.js';
import { CommGroups, type GroupValues } from './groups';

/** What widgets may do with their audience, from the screen that draws them. */
export interface Interaction {
  groups: CommGroups;
  /** Widgets respond to the audience (preview, shares); in the editor they do not. */
  live: boolean;
  run: (widget: Widget, attr: Record<string, unknown>, trigger: WidgetTrigger, payload: InteractionPayload) => void;
}

const STILL: Interaction = { groups: new CommGroups(), live: false, run: () => undefined };

export const InteractionContext = createContext<Interaction>(STILL);

export const useInteraction = (): Interaction => useContext(InteractionContext);

/** The values of one communication group ('' for none), re-rendering when they change. */
export function useGroupValues(groups: CommGroups, group: string): GroupValues {
  return useSyncExternalStore(groups.subscribe, () => groups.get(group));
}

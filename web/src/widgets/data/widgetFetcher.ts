import { createContext } from 'react';
import type { JsonValue } from '../../../../shared/widgets/data.js';
import type { GroupValues } from '../../../../shared/widgets/group-values.js';

/**
 * How the widgets of a page get the answers of their HTTP sources when the page cannot call the
 * data proxy (`v1/api/proxy` needs a session): a share link's page asks the server for a widget's
 * data by its id, and the server, which alone holds the request's headers, calls the proxy.
 * Without one (the app's pages) widgets call the proxy with their source.
 */
export interface WidgetFetcher {
  /** Keeps apart, in the page's data hub, the sources of different screens (a group share). */
  scope: string;
  fetch: (widgetId: string, values: GroupValues) => Promise<JsonValue>;
}

export const WidgetFetcherContext = createContext<WidgetFetcher | null>(null);

/**
 * The screen (and version) an app page shows: widgets of its HTTP sources then name themselves
 * to the data proxy, which takes the request headers from the stored widget. Readers receive no
 * header values and editors masked ones (shared/widgets/secret-headers.ts), so without this
 * their sources would go out without their credentials.
 */
export interface ScreenSource {
  screenId: string;
  versionId?: string;
}

export const ScreenSourceContext = createContext<ScreenSource | null>(null);

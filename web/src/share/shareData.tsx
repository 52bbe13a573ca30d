import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ShareKind } from '../../../shared/acts/link-share.js';
import { WidgetFetcherContext, type WidgetFetcher } from '../widgets/data/widgetFetcher';
import { loadShareData } from './publicCalls';

/**
 * Widgets' HTTP data on a share link's page: a visitor has no session for the data proxy, and the
 * published screen has no request headers, so each widget asks the link for its data
 * (`link_share_data`: link, screen, widget, its group values) and the server fetches it. The page
 * names the link; each shown screen (one, or a group's in turn) names itself.
 */
const ShareLinkContext = createContext<{ kind: ShareKind; token: string } | null>(null);

export function ShareLinkData({ kind, token, children }: { kind: ShareKind; token: string; children: ReactNode }) {
  const link = useMemo(() => ({ kind, token }), [kind, token]);
  return <ShareLinkContext.Provider value={link}>{children}</ShareLinkContext.Provider>;
}

export function SharedScreenData({ screenId, children }: { screenId: string; children: ReactNode }) {
  const link = useContext(ShareLinkContext);
  const fetcher = useMemo<WidgetFetcher | null>(
    () =>
      link && {
        scope: screenId,
        fetch: async (widgetId, values) => (await loadShareData())({ ...link, screenId, widgetId, values }),
      },
    [link, screenId],
  );
  return <WidgetFetcherContext.Provider value={fetcher}>{children}</WidgetFetcherContext.Provider>;
}

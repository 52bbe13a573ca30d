import { Suspense, useEffect } from 'react';
import { shareRoute, type ShareKind, type SharePayload } from '../../../shared/acts/link-share.js';
import { ScreenView } from '../viewer/ScreenView';
import { currentPlace, embedAllowed } from './access';
import { GroupPlayer } from './GroupPlayer';
import { LazyShareEmbedRefused, LazyShareStatus } from './lazyPages';
import { ShareLoading } from './ShareLoading';
import { SharedScreenData, ShareLinkData } from './shareData';
import { useSharePayload } from './useSharePayload';

/** A shared screen never jumps to another screen: only this one was shared. */
const noJump = () => undefined;

/** Where a share page sends the visitor (its password page, back to the share): replaces the entry. */
export type ShareGo = (path: string) => void;

export interface SharePageProps {
  kind: ShareKind;
  token: string;
  go: ShareGo;
}

function Shown({ payload }: { payload: SharePayload }) {
  if (!embedAllowed(payload.embed_domains, currentPlace()))
    return (
      <Suspense fallback={<ShareLoading />}>
        <LazyShareEmbedRefused />
      </Suspense>
    );
  if (payload.kind === 'screen') {
    // Keyed on the version: a release followed while the page is open (see useSharePayload) starts its widgets afresh.
    return (
      <SharedScreenData screenId={payload.screen._id}>
        <ScreenView key={payload.screen.version._id} document={payload.screen.document} jumpTo={noJump} />
      </SharedScreenData>
    );
  }
  return <GroupPlayer screens={payload.screens} interval={payload.interval} />;
}

/** The password page of a share link (docs/ARCHITECTURE.md#web-app-routes). */
export const sharePasswordRoute = (kind: ShareKind, token: string): string =>
  `${shareRoute(kind, token)}/${kind === 'screen' ? 'screen' : 'screen_group'}`;

/**
 * A share link's page, no login, no editor chrome: /screen-share/share/{id} shows the screen,
 * /group-share/share/{id} and /group-share-preview/share/{id} play the group. A password
 * share without an access token in this tab goes to its password page first.
 */
export function SharePage({ kind, token, go }: SharePageProps) {
  const load = useSharePayload(kind, token);
  useEffect(() => {
    if (load.status === 'password') go(sharePasswordRoute(kind, token));
  }, [load.status, go, kind, token]);
  if (load.status === 'ready') {
    return (
      <ShareLinkData kind={kind} token={token}>
        <Shown payload={load.payload} />
      </ShareLinkData>
    );
  }
  if (load.status === 'error')
    return (
      <Suspense fallback={<ShareLoading />}>
        <LazyShareStatus code={load.code} />
      </Suspense>
    );
  return <ShareLoading />;
}

import { Suspense, useEffect, useMemo, useState } from 'react';
import type { ShareKind, SharePayload } from '../../../shared/acts/link-share.js';
import { shareRoute } from '../../../shared/protocol/routes.js';
import { useDeviceId } from '../realtime/useDeviceId';
import { DisplayLayer } from '../realtime/DisplayLayer';
import { createSignal } from '../realtime/signal';
import { useDisplay, type DisplayCarousel, type PlayerDisplay } from '../realtime/useDisplay';
import { ScreenView } from '../viewer/ScreenView';
import { currentPlace, embedAllowed } from './access';
import { GroupPlayer } from './GroupPlayer';
import { LazyShareEmbedRefused, LazyShareStatus } from './lazyPages';
import { ShareLoading } from './ShareLoading';
import { SharedScreenData, ShareLinkData } from './shareData';
import { shareTicket } from './shareDisplay';
import { useSharePayload } from './useSharePayload';
import { useScreensPushChannels } from '../realtime/usePushChannels';

/** A shared screen never jumps to another screen: only this one was shared. */
const noJump = () => undefined;

/** Where a share page sends the visitor (its password page, back to the share): replaces the entry. */
export type ShareGo = (path: string) => void;

export interface SharePageProps {
  kind: ShareKind;
  token: string;
  go: ShareGo;
}

/** A lone shared screen has no carousel to steer: pads only blank, scroll and identify it. */
const still: DisplayCarousel = {
  go: () => undefined,
  next: () => undefined,
  previous: () => undefined,
  toggle: () => undefined,
};

function SharedScreen({ payload, display }: { payload: SharePayload & { kind: 'screen' }; display: PlayerDisplay }) {
  const screenId = payload.screen._id;
  const view = useMemo(() => ({ screens: [screenId], index: 0, paused: false }), [screenId]);
  const channels = useScreensPushChannels([payload.screen.document]);
  const state = useDisplay({ ...display, view, carousel: still, channels });
  // Keyed on the version: a release followed while the page is open (see useSharePayload) starts its widgets afresh.
  return (
    <SharedScreenData screenId={screenId}>
      <ScreenView key={payload.screen.version._id} document={payload.screen.document} jumpTo={noJump} />
      <DisplayLayer state={state} device={display.device} />
    </SharedScreenData>
  );
}

function Shown({ payload, display }: { payload: SharePayload; display: PlayerDisplay }) {
  if (!embedAllowed(payload.embed_domains, currentPlace()))
    return (
      <Suspense fallback={<ShareLoading />}>
        <LazyShareEmbedRefused />
      </Suspense>
    );
  if (payload.kind === 'screen') return <SharedScreen payload={payload} display={display} />;
  return <GroupPlayer screens={payload.screens} interval={payload.interval} phone={payload.phone} display={display} />;
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
  // A release notice for the shown screen makes the share check for its new version at once.
  const [releases] = useState(createSignal<string>);
  const load = useSharePayload(kind, token, releases.subscribe);
  const { device, renewDevice } = useDeviceId();
  const display = useMemo<PlayerDisplay>(
    () => ({ device, renewDevice, ticket: shareTicket(kind, token, device), onRelease: releases.emit }),
    [kind, token, releases, device, renewDevice],
  );
  useEffect(() => {
    if (load.status === 'password') go(sharePasswordRoute(kind, token));
  }, [load.status, go, kind, token]);
  if (load.status === 'ready') {
    return (
      <ShareLinkData kind={kind} token={token}>
        <Shown payload={load.payload} display={display} />
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

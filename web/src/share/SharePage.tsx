import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ShareKind, SharePayload } from '../../../shared/acts/link-share.js';
import { ScreenView } from '../viewer/ScreenView';
import { currentPlace, embedAllowed } from './access';
import { GroupPlayer } from './GroupPlayer';
import { ShareEmbedRefused, ShareLoading, ShareStatus } from './ShareStatus';
import { useSharePayload } from './useSharePayload';

/** A shared screen never jumps to another screen: only this one was shared. */
const noJump = () => undefined;

function Shown({ payload }: { payload: SharePayload }) {
  if (!embedAllowed(payload.embed_domains, currentPlace())) return <ShareEmbedRefused />;
  if (payload.kind === 'screen') return <ScreenView document={payload.screen.document} jumpTo={noJump} />;
  return <GroupPlayer screens={payload.screens} interval={payload.interval} />;
}

/**
 * A share link's page, no login, no editor chrome: /screen-share/share/{id} shows the screen,
 * /group-share/share/{id} and /group-share-preview/share/{id} play the group. A password
 * share without an access token in this tab goes to its password page first.
 */
export function SharePage({ kind }: { kind: ShareKind }) {
  const { id: token = '' } = useParams();
  const navigate = useNavigate();
  const load = useSharePayload(kind, token);
  const passwordPath = kind === 'screen' ? `/screen-share/share/${token}/screen` : `/group-share/share/${token}/screen_group`;
  useEffect(() => {
    if (load.status === 'password') navigate(passwordPath, { replace: true });
  }, [load.status, navigate, passwordPath]);
  if (load.status === 'ready') return <Shown payload={load.payload} />;
  if (load.status === 'error') return <ShareStatus code={load.code} />;
  return <ShareLoading />;
}

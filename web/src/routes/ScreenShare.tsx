import { SharePage } from '../share/SharePage';

/** Shared screen (spec §2, public): /screen-share/share/{id}. */
export default function ScreenShare() {
  return <SharePage kind="screen" />;
}

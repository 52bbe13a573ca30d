import { SharePasswordPage } from '../share/SharePasswordPage';

/** Password entry for a screen share (spec §2, public): /screen-share/share/{id}/screen. */
export default function ScreenSharePassword() {
  return <SharePasswordPage kind="screen" />;
}

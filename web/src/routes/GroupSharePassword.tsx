import { SharePasswordPage } from '../share/SharePasswordPage';

/** Password entry for a group share (spec §2, public): /group-share/share/{id}/screen_group. */
export default function GroupSharePassword() {
  return <SharePasswordPage kind="group" />;
}

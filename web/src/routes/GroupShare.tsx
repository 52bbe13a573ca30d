import { SharePage } from '../share/SharePage';

/** Shared group (spec §2, public): /group-share/share/{id} plays the group's screens. */
export default function GroupShare() {
  return <SharePage kind="group" />;
}

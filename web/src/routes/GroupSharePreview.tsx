import { SharePage } from '../share/SharePage';

/** Group share preview (spec §2, public): /group-share-preview/share/{id}, the same player as the group share. */
export default function GroupSharePreview() {
  return <SharePage kind="group" />;
}

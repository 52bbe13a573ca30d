import { SharePage } from '../share/SharePage';
import { useShareRouteProps } from './useShareRouteProps';

/** Group share preview (spec §2, public): /group-share-preview/share/{id}, the same player as the group share. */
export default function GroupSharePreview() {
  const route = useShareRouteProps();
  return <SharePage kind="group" {...route} />;
}

import { SharePage } from '../share/SharePage';
import { useShareRouteProps } from './useShareRouteProps';

/** Group share preview (public; docs/ARCHITECTURE.md#web-app-routes): /group-share-preview/share/{id}, the same player as the group share. */
export default function GroupSharePreview() {
  const route = useShareRouteProps();
  return <SharePage kind="group" {...route} />;
}

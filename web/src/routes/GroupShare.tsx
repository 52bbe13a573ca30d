import { SharePage } from '../share/SharePage';
import { useShareRouteProps } from './useShareRouteProps';

/** Shared group (public; docs/ARCHITECTURE.md#web-app-routes): /group-share/share/{id} plays the group's screens. */
export default function GroupShare() {
  const route = useShareRouteProps();
  return <SharePage kind="group" {...route} />;
}

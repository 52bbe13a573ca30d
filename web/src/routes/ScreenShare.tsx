import { SharePage } from '../share/SharePage';
import { useShareRouteProps } from './useShareRouteProps';

/** Shared screen (public; docs/ARCHITECTURE.md#web-app-routes): /screen-share/share/{id}. */
export default function ScreenShare() {
  const route = useShareRouteProps();
  return <SharePage kind="screen" {...route} />;
}

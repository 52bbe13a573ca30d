import { SharePasswordPage } from '../share/SharePasswordPage';
import { useShareRouteProps } from './useShareRouteProps';

/** Password entry for a screen share (public; docs/ARCHITECTURE.md#web-app-routes): /screen-share/share/{id}/screen. */
export default function ScreenSharePassword() {
  const route = useShareRouteProps();
  return <SharePasswordPage kind="screen" {...route} />;
}

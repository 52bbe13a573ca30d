import { SharePasswordPage } from '../share/SharePasswordPage';
import { useShareRouteProps } from './useShareRouteProps';

/** Password entry for a group share (public; docs/ARCHITECTURE.md#web-app-routes): /group-share/share/{id}/screen_group. */
export default function GroupSharePassword() {
  const route = useShareRouteProps();
  return <SharePasswordPage kind="group" {...route} />;
}

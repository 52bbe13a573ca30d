import { SharePage } from '../share/SharePage';
import { useShareRouteProps } from './useShareRouteProps';

/** Shared screen (spec §2, public): /screen-share/share/{id}. */
export default function ScreenShare() {
  const route = useShareRouteProps();
  return <SharePage kind="screen" {...route} />;
}

import { SharePage } from '../share/SharePage';
import { useShareRouteProps } from './useShareRouteProps';

/** Shared group (spec §2, public): /group-share/share/{id} plays the group's screens. */
export default function GroupShare() {
  const route = useShareRouteProps();
  return <SharePage kind="group" {...route} />;
}

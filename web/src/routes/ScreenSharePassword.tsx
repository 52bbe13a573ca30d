import { PublicFrame } from '../components/common/PublicFrame';
import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Password entry for a screen share (spec §2, public): not built yet. */
export default function ScreenSharePassword() {
  return (
    <PublicFrame>
      <RoutePlaceholder titleKey="routes.screenSharePassword" showBack={false} />
    </PublicFrame>
  );
}

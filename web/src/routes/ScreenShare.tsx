import { PublicFrame } from '../components/common/PublicFrame';
import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Shared screen preview (spec §2, public): not built yet. */
export default function ScreenShare() {
  return (
    <PublicFrame>
      <RoutePlaceholder titleKey="routes.screenShare" showBack={false} />
    </PublicFrame>
  );
}

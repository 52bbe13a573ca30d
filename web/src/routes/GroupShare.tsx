import { PublicFrame } from '../components/common/PublicFrame';
import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Shared group view (spec §2, public): not built yet. */
export default function GroupShare() {
  return (
    <PublicFrame>
      <RoutePlaceholder titleKey="routes.groupShare" showBack={false} />
    </PublicFrame>
  );
}

import { PublicFrame } from '../components/common/PublicFrame';
import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Password entry for a group share (spec §2, public): not built yet. */
export default function GroupSharePassword() {
  return (
    <PublicFrame>
      <RoutePlaceholder titleKey="routes.groupSharePassword" showBack={false} />
    </PublicFrame>
  );
}

import { PublicFrame } from '../components/common/PublicFrame';
import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Group share preview (spec §2, public): not built yet. */
export default function GroupSharePreview() {
  return (
    <PublicFrame>
      <RoutePlaceholder titleKey="routes.groupSharePreview" showBack={false} />
    </PublicFrame>
  );
}

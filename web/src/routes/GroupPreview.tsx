import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Group preview (spec §2): not built yet. */
export default function GroupPreview() {
  return <RoutePlaceholder titleKey="routes.groupPreview" />;
}

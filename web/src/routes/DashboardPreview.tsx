import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Screen preview (spec §2): not built yet. */
export default function DashboardPreview() {
  return <RoutePlaceholder titleKey="routes.dashboardPreview" />;
}

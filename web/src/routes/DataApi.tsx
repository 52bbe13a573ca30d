import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** API management (docs/ARCHITECTURE.md#web-app-routes): not built yet. */
export default function DataApi() {
  return <RoutePlaceholder titleKey="routes.dataApi" />;
}

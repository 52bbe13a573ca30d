import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** File management (docs/ARCHITECTURE.md#web-app-routes): not built yet. */
export default function DataFile() {
  return <RoutePlaceholder titleKey="routes.dataFile" />;
}

import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** API management (spec §2): not built yet. */
export default function DataApi() {
  return <RoutePlaceholder titleKey="routes.dataApi" />;
}

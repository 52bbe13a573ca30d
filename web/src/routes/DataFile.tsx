import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** File management (spec §2): not built yet. */
export default function DataFile() {
  return <RoutePlaceholder titleKey="routes.dataFile" />;
}

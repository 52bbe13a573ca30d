import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Direct database connections (docs/ARCHITECTURE.md#web-app-routes): not built yet. */
export default function DataBase() {
  return <RoutePlaceholder titleKey="routes.dataBase" />;
}

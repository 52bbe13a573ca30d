import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Direct database connections (spec §2): not built yet. */
export default function DataBase() {
  return <RoutePlaceholder titleKey="routes.dataBase" />;
}

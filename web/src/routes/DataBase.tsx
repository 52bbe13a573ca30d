import { DatasourcePage } from '../components/datasources/DatasourcePage';

/** /dataBase: direct database connections (docs/ARCHITECTURE.md#web-app-routes). */
export default function DataBase() {
  return <DatasourcePage />;
}

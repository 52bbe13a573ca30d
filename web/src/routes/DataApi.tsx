import { DataApiPage } from '../components/dataApi/DataApiPage';

/** /dataApi: the data APIs of the tenant (groups, list, editor, test, tokens). */
export default function DataApi() {
  return <DataApiPage />;
}

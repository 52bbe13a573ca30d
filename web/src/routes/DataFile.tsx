import { WorksheetPage } from '../components/worksheets/WorksheetPage';

/** /dataFile: worksheets from files and database extracts (docs/features.md#datafile). */
export default function DataFile() {
  return <WorksheetPage />;
}

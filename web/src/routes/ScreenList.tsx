import { ScreenListPage } from '../components/screens/ScreenListPage';

/** /screenList/{id?}: the screen list of a group, of all screens, or of those shared with me. */
export default function ScreenList() {
  return <ScreenListPage mobile={false} />;
}

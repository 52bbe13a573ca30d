import { ScreenListPage } from '../components/screens/ScreenListPage';

/** /mobileScreenList/{id?}: the same list for mobile screens. */
export default function MobileScreenList() {
  return <ScreenListPage mobile />;
}

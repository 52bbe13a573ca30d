import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Mobile screen list (spec §2): not built yet. */
export default function MobileScreenList() {
  return <RoutePlaceholder titleKey="routes.mobileScreenList" />;
}

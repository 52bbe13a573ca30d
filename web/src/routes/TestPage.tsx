import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Test page (spec §2): not built yet. */
export default function TestPage() {
  return <RoutePlaceholder titleKey="routes.test" />;
}

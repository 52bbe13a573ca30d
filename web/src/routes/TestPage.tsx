import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Test page (docs/ARCHITECTURE.md#web-app-routes): not built yet. */
export default function TestPage() {
  return <RoutePlaceholder titleKey="routes.test" />;
}

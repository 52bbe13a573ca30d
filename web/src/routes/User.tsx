import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** User info (docs/ARCHITECTURE.md#web-app-routes): not built yet. */
export default function User() {
  return <RoutePlaceholder titleKey="routes.user" />;
}

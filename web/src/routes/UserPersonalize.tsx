import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Personalization (docs/ARCHITECTURE.md#web-app-routes): not built yet. */
export default function UserPersonalize() {
  return <RoutePlaceholder titleKey="routes.userPersonalize" />;
}

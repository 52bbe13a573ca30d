import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Personalization (spec §2): not built yet. */
export default function UserPersonalize() {
  return <RoutePlaceholder titleKey="routes.userPersonalize" />;
}

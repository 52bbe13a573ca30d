import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** User info (spec §2): not built yet. */
export default function User() {
  return <RoutePlaceholder titleKey="routes.user" />;
}

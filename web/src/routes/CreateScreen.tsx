import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Template selection for a new screen (spec §2): not built yet. */
export default function CreateScreen() {
  return <RoutePlaceholder titleKey="routes.createScreen" />;
}

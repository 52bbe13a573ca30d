import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Screen editor (spec §2): not built yet. */
export default function ScreenEditor() {
  return <RoutePlaceholder titleKey="routes.screenEditor" />;
}

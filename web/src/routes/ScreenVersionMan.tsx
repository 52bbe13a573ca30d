import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Version management of a screen (spec §2): not built yet. */
export default function ScreenVersionMan() {
  return <RoutePlaceholder titleKey="routes.screenVersionMan" />;
}

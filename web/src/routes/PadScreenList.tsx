import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Pad list for remote control (docs/ARCHITECTURE.md#web-app-routes): not built yet. */
export default function PadScreenList() {
  return <RoutePlaceholder titleKey="routes.padScreenList" />;
}

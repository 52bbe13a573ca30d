import { RoutePlaceholder } from '../components/common/RoutePlaceholder';

/** Pad list for remote control (spec §2): not built yet. */
export default function PadScreenList() {
  return <RoutePlaceholder titleKey="routes.padScreenList" />;
}

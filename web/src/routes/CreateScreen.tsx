import { CreateScreenPage } from '../components/screens/CreateScreenPage';

/** /createScreen/{groupId}: template gallery for a new screen. */
export default function CreateScreen() {
  return <CreateScreenPage />;
}

import { UnknownRedirect } from '../routing/guards';

/** `/`: public; signed-in users go to their screens, others to the login address. */
export default function Root() {
  return <UnknownRedirect />;
}

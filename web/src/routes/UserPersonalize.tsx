import { PersonalizePage } from '../components/personalize/PersonalizePage';

/** /user/personalize: the user's own profile, preferences, password and sessions. */
export default function UserPersonalize() {
  return <PersonalizePage />;
}

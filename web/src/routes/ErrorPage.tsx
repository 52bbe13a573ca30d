import { ErrorView } from '../components/common/ErrorView';

/** /error: the general error page. */
export default function ErrorPage() {
  return <ErrorView variant="app" />;
}

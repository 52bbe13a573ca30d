import { ErrorView } from '../components/common/ErrorView';

/** /error/web: the page shown when the web app itself failed. */
export default function ErrorWeb() {
  return <ErrorView variant="web" />;
}

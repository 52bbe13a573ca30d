import { useParams } from 'react-router-dom';
import { ScreenVersionPage } from '../components/versions/ScreenVersionPage';

/** Version management of a screen (docs/ARCHITECTURE.md#web-app-routes): /screenVersionMan/{id}. */
export default function ScreenVersionMan() {
  const { id = '' } = useParams();
  return <ScreenVersionPage key={id} screenId={id} />;
}

import { useParams } from 'react-router-dom';
import { EditorPage } from '../editor/ui/EditorPage';

/** Screen editor (docs/ARCHITECTURE.md#web-app-routes): /screenEditor/{id}. */
export default function ScreenEditor() {
  const { id = '' } = useParams();
  return <EditorPage key={id} id={id} />;
}

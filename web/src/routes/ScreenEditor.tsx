import { useParams } from 'react-router-dom';
import { EditorPage } from '../editor/ui/EditorPage';

/** Screen editor (spec §2): /screenEditor/{id}. */
export default function ScreenEditor() {
  const { id = '' } = useParams();
  return <EditorPage key={id} id={id} />;
}

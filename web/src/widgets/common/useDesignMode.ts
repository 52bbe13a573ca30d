import { useContext } from 'react';
import { EditorContext } from '../../editor/ui/context';

/**
 * Whether the widget is drawn inside the editor, where the canvas owns the pointer: controls,
 * iframes and videos stay inert there and come alive in preview and shares.
 */
export function useDesignMode(): boolean {
  return useContext(EditorContext) !== null;
}

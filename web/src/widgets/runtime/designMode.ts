import { createContext, useContext } from 'react';

/**
 * Whether widgets are drawn inside the editor, where the canvas owns the pointer: controls,
 * iframes and videos stay inert there and come alive in preview and shares. The editor
 * provides `true`; the viewer provides nothing, so it reads `false`.
 */
export const DesignModeContext = createContext(false);

export function useDesignMode(): boolean {
  return useContext(DesignModeContext);
}

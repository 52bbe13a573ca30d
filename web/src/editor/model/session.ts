/**
 * Editor session state (scope 2 of 3): never saved with the document.
 * Presence (scope 3) lives apart, fed by the WebSocket.
 */
export type Tool = 'select' | 'pan';

export interface EditorSession {
  selection: readonly string[];
  zoom: number;
  tool: Tool;
  /** The widget ids copied in this tab (cross-screen copy also goes through localStorage). */
  clipboard: readonly string[];
  /** Where the canvas origin is drawn, in viewport pixels (see view.ts). */
  pan: { x: number; y: number };
  /** The viewport's size, measured by the page; zero until it is. */
  viewport: { width: number; height: number };
}

export const initialSession: EditorSession = {
  selection: [],
  zoom: 1,
  tool: 'select',
  clipboard: [],
  pan: { x: 0, y: 0 },
  viewport: { width: 0, height: 0 },
};

export const ZOOM_LIMITS = { min: 0.05, max: 4 } as const;

export function clampZoom(zoom: number): number {
  return Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, zoom));
}

/** The zoom that fits a canvas into a viewport, with a margin. */
export function fitZoom(
  canvas: { width: number; height: number },
  viewport: { width: number; height: number },
  margin = 40,
): number {
  const zoom = Math.min((viewport.width - margin * 2) / canvas.width, (viewport.height - margin * 2) / canvas.height);
  return clampZoom(Number.isFinite(zoom) && zoom > 0 ? zoom : 1);
}

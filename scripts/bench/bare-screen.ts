import type { PlacedWidget } from './browser.js';

/** The screen the viewer benchmark's bare page draws (`screen.json` beside it): the widgets as placed, flattened. */
export interface BareScreen {
  width: number;
  height: number;
  background: { color: string; theme: string };
  widgets: Array<{
    id: string;
    type: string;
    name: string;
    attr: Record<string, unknown>;
    data?: Record<string, unknown>;
    x: number;
    y: number;
    w: number;
    h: number;
    z: number;
  }>;
}

/** The bare page's screen of `widgets` on a canvas of the screen config's defaults (`shared/screen/document.ts`). */
export function bareScreen(
  widgets: readonly PlacedWidget[],
  canvas: { width: number; height: number; background: { color: string; theme: string } },
): BareScreen {
  return {
    ...canvas,
    widgets: widgets.map(({ widget, layout }) => ({
      id: widget.id,
      type: widget.type,
      name: widget.attr.globeStyle.name,
      attr: widget.attr,
      ...(widget.data ? { data: widget.data } : {}),
      x: layout.x,
      y: layout.y,
      w: layout.w,
      h: layout.h,
      z: layout.z,
    })),
  };
}

import { resolve } from 'node:path';
import { screenConfigSchema } from '../../shared/screen/document.js';
import { bundleForBrowser, publishBaseline } from './baseline.js';
import type { PlacedWidget } from './browser.js';

/** The screen the benchmarks' bare page (bare-viewer.ts) draws (`screen.json` beside it): the widgets as placed, flattened. */
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

/**
 * The bare page (bare-viewer.ts) and its screen of `widgets` on a canvas of the screen config's
 * defaults, published where the gateway serves them; answers the page's URL, `query` appended.
 */
export async function publishBarePage(
  base: string,
  widgets: readonly PlacedWidget[],
  query: Record<string, string> = {},
): Promise<string> {
  const { js, css } = await bundleForBrowser(resolve(import.meta.dirname, 'bare-viewer.ts'));
  const { width, height, background } = screenConfigSchema.parse({});
  const screen = bareScreen(widgets, { width, height, background });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bare screen</title><link rel="stylesheet" href="bare.css"><script type="module" src="bare.js"></script></head><body style="margin:0;background:${background.color}"><div id="screen"></div></body></html>`;
  const folder = await publishBaseline(base, {
    'index.html': { body: html, type: 'text/html; charset=utf-8' },
    'bare.js': { body: js, type: 'text/javascript; charset=utf-8' },
    'bare.css': { body: css, type: 'text/css; charset=utf-8' },
    'screen.json': { body: JSON.stringify(screen), type: 'application/json' },
  });
  const search = new URLSearchParams(query).toString();
  return `${folder}/index.html${search ? `?${search}` : ''}`;
}

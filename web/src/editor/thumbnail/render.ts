import type { ScreenConfig } from '../../../../shared/screen/document.js';
import { encodeWithinLimit, thumbnailSize } from './size';

/** The attribute of canvas elements that are editing aids, not part of the screen (the grid). */
export const THUMBNAIL_SKIP = 'data-thumbnail-skip';

/** Widgets still loading their data or renderer; a picture waits for them (up to a bound). */
const LOADING = '[data-widget-state="loading"]';
const SETTLE_TIMEOUT_MS = 5000;

/** A Highcharts chart's (or map's) own SVG, and the mark its container carries while drawing. */
const CHART_SVG = 'svg.highcharts-root';
const CHART_HOST = 'data-thumbnail-chart';

async function settled(world: HTMLElement): Promise<void> {
  const until = performance.now() + SETTLE_TIMEOUT_MS;
  while (world.querySelector(LOADING) && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The editor's screen at its real size, without the view transform ([data-canvas] in CanvasWorld). */
export function editorCanvas(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-testid="editor"] [data-canvas]');
}

interface ChartPicture {
  url: string;
  width: number;
  height: number;
}

/**
 * Each chart's SVG as an image. Highcharts styles its SVG with attributes, so the markup alone
 * draws it; copying the computed style of each of a map's thousands of shapes instead (what a
 * DOM-to-image clone does) takes seconds. Their containers are marked to find them in the clone.
 */
function chartPictures(world: HTMLElement): Map<string, ChartPicture> {
  const pictures = new Map<string, ChartPicture>();
  const serializer = new XMLSerializer();
  world.querySelectorAll<SVGSVGElement>(CHART_SVG).forEach((svg, index) => {
    const host = svg.parentElement;
    if (!host) return;
    host.setAttribute(CHART_HOST, String(index));
    pictures.set(String(index), {
      url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(serializer.serializeToString(svg))}`,
      width: svg.width.baseVal.value,
      height: svg.height.baseVal.value,
    });
  });
  return pictures;
}

/** Puts each chart's image where its SVG was (first in its container, as the SVG is). */
function placeChartPictures(clone: Element, pictures: Map<string, ChartPicture>): void {
  for (const host of clone.querySelectorAll(`[${CHART_HOST}]`)) {
    const picture = pictures.get(host.getAttribute(CHART_HOST) ?? '');
    if (!picture) continue;
    const image = host.ownerDocument.createElement('img');
    image.src = picture.url;
    image.style.cssText = `position:absolute;left:0;top:0;width:${picture.width}px;height:${picture.height}px`;
    host.prepend(image);
  }
}

export interface RenderedThumbnail {
  /** A data URL: WebP, or PNG where the browser cannot encode WebP. */
  image: string;
  width: number;
  height: number;
  /** Time from the start of the DOM render to the encoded picture. */
  ms: number;
}

/**
 * Draws the screen as it looks (its widgets' own DOM, the charts' SVG, the background, the
 * watermark) into a small picture with modern-screenshot: the one renderer of cards and
 * versions. Reads the DOM only; the marks it puts on chart containers are gone when it returns.
 */
export async function renderThumbnail(
  world: HTMLElement,
  config: Pick<ScreenConfig, 'width' | 'height'>,
): Promise<RenderedThumbnail | null> {
  await settled(world);
  const started = performance.now();
  const size = thumbnailSize(config);
  // Loaded on the first drawing: the library stays out of the editor's first download.
  const { domToCanvas } = await import('modern-screenshot');
  const charts = chartPictures(world);
  try {
    const canvas = await domToCanvas(world, {
      width: config.width,
      height: config.height,
      scale: size.scale,
      // The clone is drawn at the origin, unzoomed and without the editor's frame around the screen.
      style: { transform: 'none', left: '0', top: '0', boxShadow: 'none' },
      filter: (node) => !(node instanceof Element && (node.hasAttribute(THUMBNAIL_SKIP) || node.matches(CHART_SVG))),
      onCloneNode: (clone) => {
        if (clone instanceof Element) placeChartPictures(clone, charts);
      },
      timeout: 5000,
    });
    const image = encodeWithinLimit((quality) => canvas.toDataURL('image/webp', quality));
    if (!image) return null;
    return { image, width: canvas.width, height: canvas.height, ms: Math.round(performance.now() - started) };
  } finally {
    for (const host of world.querySelectorAll(`[${CHART_HOST}]`)) host.removeAttribute(CHART_HOST);
  }
}

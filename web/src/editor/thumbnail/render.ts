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

/**
 * The computed properties a clone copies: what shows at a card's size (boxes, colours, text,
 * images, transforms). By default modern-screenshot copies all ~350 of every element, one
 * getPropertyValue and setProperty each: 40 s of main thread for a 300-widget screen (10,700
 * elements) at the editor's first open. Layout-only properties the widgets set inline (flex,
 * grid, sizes) come with their inline style anyway.
 */
const PICTURE_PROPERTIES = [
  'display',
  'position',
  'top',
  'right',
  'bottom',
  'left',
  'width',
  'height',
  'min-width',
  'min-height',
  'max-width',
  'max-height',
  'box-sizing',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-style',
  'border-right-style',
  'border-bottom-style',
  'border-left-style',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'border-top-left-radius',
  'border-top-right-radius',
  'border-bottom-right-radius',
  'border-bottom-left-radius',
  'border-collapse',
  'border-spacing',
  'table-layout',
  'vertical-align',
  'overflow-x',
  'overflow-y',
  'flex-direction',
  'flex-wrap',
  'flex-grow',
  'flex-shrink',
  'flex-basis',
  'justify-content',
  'align-items',
  'align-self',
  'align-content',
  'gap',
  'row-gap',
  'column-gap',
  'order',
  'grid-template-columns',
  'grid-template-rows',
  'grid-column-start',
  'grid-column-end',
  'grid-row-start',
  'grid-row-end',
  'background-color',
  'background-image',
  'background-size',
  'background-position',
  'background-repeat',
  'background-clip',
  '-webkit-background-clip',
  '-webkit-text-fill-color',
  'color',
  'opacity',
  'visibility',
  'transform',
  'transform-origin',
  'z-index',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant-numeric',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-transform',
  'text-decoration-line',
  'text-overflow',
  'text-shadow',
  'white-space',
  'word-break',
  'overflow-wrap',
  'writing-mode',
  'direction',
  'object-fit',
  'object-position',
  'clip-path',
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'box-shadow',
  'filter',
  'mix-blend-mode',
];

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
      includeStyleProperties: PICTURE_PROPERTIES,
    });
    const image = encodeWithinLimit((quality) => canvas.toDataURL('image/webp', quality));
    if (!image) return null;
    return { image, width: canvas.width, height: canvas.height, ms: Math.round(performance.now() - started) };
  } finally {
    for (const host of world.querySelectorAll(`[${CHART_HOST}]`)) host.removeAttribute(CHART_HOST);
  }
}

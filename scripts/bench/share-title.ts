import { screenConfigSchema } from '../../shared/screen/document.js';
import { defaultsOf } from '../../shared/widgets/attr.js';
import { titleSchema } from '../../shared/widgets/text.js';
import { screenTheme } from '../../shared/widgets/themes.js';
import en from '../../web/src/i18n/en.json' with { type: 'json' };
import type { PlacedWidget } from './browser.js';

/**
 * The yardstick: the screen's background and its first widget, a title (text.title at its
 * defaults, the sample text in English), as Title.tsx draws it, in static HTML with no script,
 * less its glow: Chromium reports no LCP for gradient-filled text under a drop-shadow filter, so
 * with the glow the page would have no LCP at all (and neither is our title the share's LCP).
 */
export function staticTitlePage(first: PlacedWidget): string {
  const { background } = screenConfigSchema.parse({});
  const theme = screenTheme(background.theme);
  const title = defaultsOf(titleSchema);
  const { x, y, w, h } = first.layout;
  const letters = title.gradient
    ? `background-image:linear-gradient(180deg, ${theme.text} 15%, ${theme.colors[0]} 95%);-webkit-background-clip:text;background-clip:text;color:transparent`
    : `color:${theme.text}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shared bench wall</title></head>
<body style="margin:0;background:${background.color}">
<div style="position:absolute;left:${x}px;top:${y}px;width:${w}px;height:${h}px;display:flex;align-items:center;overflow:hidden;white-space:nowrap;font-family:'Segoe UI',-apple-system,BlinkMacSystemFont,Roboto,'Helvetica Neue',Arial,sans-serif">
<span style="overflow:hidden;text-overflow:ellipsis;max-width:100%;line-height:1.2;font-size:${title.fontSize}px;font-weight:${title.bold ? 700 : 400};letter-spacing:${title.letterSpacing}px;${letters}">${en.widgets.text.sampleTitle}</span>
</div></body></html>`;
}

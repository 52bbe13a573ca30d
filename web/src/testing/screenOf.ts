import { emptyDocument, type ScreenDocument } from '../../../shared/screen/document.js';
import { screenTheme } from '../../../shared/widgets/themes.js';
import { newWidget } from '../widgets/registry';

/** A widget to lay out: its type, and attributes set over the type's defaults (as the property panel sets them). */
export type PlacedWidget = string | { type: string; attr?: Record<string, unknown> };

/**
 * A screen 1920 wide (1080 high or more) of the theme holding these widgets, laid out in rows at
 * their default sizes, each named by its type.
 */
export function screenOf(
  widgets: readonly PlacedWidget[],
  themeId: string,
  scaling: 'width' | 'fullscreen' = 'width',
): ScreenDocument {
  const theme = screenTheme(themeId);
  const document = emptyDocument({
    width: 1920,
    height: 1080,
    scaling,
    background: { color: theme.background, image: '', theme: themeId },
  });
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  widgets.forEach((placed, index) => {
    const { type, attr } = typeof placed === 'string' ? { type: placed, attr: undefined } : placed;
    const id = `w${index}`;
    const { widget, layout } = newWidget(type, id, type, { x: 0, y: 0 }, 'en');
    if (attr) widget.attr = { ...widget.attr, ...attr };
    if (x + layout.w > 1920) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    document.widgets[id] = widget;
    document.layout.push({ ...layout, x, y, z: index });
    x += layout.w;
    rowHeight = Math.max(rowHeight, layout.h);
  });
  document.config.height = Math.max(1080, y + rowHeight);
  return document;
}

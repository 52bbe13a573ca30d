import type { Widget } from '../../../../shared/screen/document.js';

/**
 * The ARIA of the box that holds one widget (editor canvas, preview, shares): a group named by
 * the widget's name, so a screen reader says which widget the content it reads belongs to. A
 * name needs a role: `aria-label` on a plain div is prohibited and ignored.
 */
export function widgetGroupProps(widget: Widget) {
  return { role: 'group', 'aria-label': widget.attr.globeStyle.name || undefined } as const;
}

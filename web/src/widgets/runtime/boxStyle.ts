import type { CSSProperties } from 'react';
import type { LayoutEntry } from '../../../../shared/screen/document.js';

/**
 * A widget's box in canvas pixels, wherever screens are drawn (editor, preview, shares):
 * left/top rather than a translate, so hundreds of widgets do not each become a layer.
 */
export function boxStyle(layout: LayoutEntry): CSSProperties {
  return {
    left: layout.x,
    top: layout.y,
    width: layout.w,
    height: layout.h,
    transform: layout.rotation ? `rotate(${layout.rotation}deg)` : undefined,
  };
}

import type { CSSProperties } from 'react';
import type { ScreenConfig } from '../../../shared/screen/document.js';

/** A CSS `url()` of a configured address (quotes escaped so the value cannot break out). */
export const cssUrl = (address: string): string => `url("${address.replace(/"/g, '%22')}")`;

/** The screen's own background (colour, image), wherever its canvas is drawn: editor or viewer. */
export function screenBackground(config: ScreenConfig): CSSProperties {
  return {
    backgroundColor: config.background.color,
    backgroundImage: config.background.image ? cssUrl(config.background.image) : undefined,
  };
}

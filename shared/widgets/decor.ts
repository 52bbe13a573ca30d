import * as z from 'zod';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/rules.js';
import { colourValue, shortText } from './attr.js';

/** Attribute schemas of the decoration widgets (issue #5): border frames, title bars, dividers, panels. */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);

export const BORDER_STYLES = ['corners', 'glow', 'double', 'chamfer', 'bracket'] as const;
export const TITLEBAR_STYLES = ['wings', 'underline', 'tab'] as const;
export const DIVIDER_STYLES = ['tech', 'gradient', 'dashed', 'dots'] as const;
export const PANEL_STYLES = ['glass', 'gradient', 'solid'] as const;

/** Empty colour: the theme's first colour. */
const colour = colourValue.default('');

export const borderSchema = z.object({
  style: z.enum(BORDER_STYLES, malformed).default('corners'),
  colour,
  /** A faint fill inside the frame. */
  fill: z.boolean(malformed).default(true),
  /** A caption tab on the frame's top edge. */
  caption: shortText().default(''),
});

export const titlebarSchema = z.object({
  /** Empty: a sample title in the reader's language. */
  text: shortText(200).default(''),
  style: z.enum(TITLEBAR_STYLES, malformed).default('wings'),
  /** Font size; 0: fit the bar. */
  fontSize: z.number(malformed).min(0, malformed).max(200, malformed).default(0),
  colour,
});

export const dividerSchema = z.object({
  style: z.enum(DIVIDER_STYLES, malformed).default('tech'),
  thickness: z.number(malformed).min(1, malformed).max(20, malformed).default(2),
  colour,
});

export const panelSchema = z.object({
  style: z.enum(PANEL_STYLES, malformed).default('glass'),
  opacity: z.number(malformed).min(0, malformed).max(1, malformed).default(0.7),
  radius: z.number(malformed).min(0, malformed).max(200, malformed).default(8),
  border: z.boolean(malformed).default(true),
  colour,
});

export type BorderAttr = z.output<typeof borderSchema>;
export type TitlebarAttr = z.output<typeof titlebarSchema>;
export type DividerAttr = z.output<typeof dividerSchema>;
export type PanelAttr = z.output<typeof panelSchema>;

import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/messages.js';
import { colourValue, shortText } from './attr.js';

/** Attribute schemas of the decoration widgets: border frames, title bars, dividers, panels. */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);

export const BORDER_STYLES = ['corners', 'glow', 'double', 'chamfer', 'bracket'] as const;
export const TITLEBAR_STYLES = ['wings', 'underline', 'tab'] as const;
export const DIVIDER_STYLES = ['tech', 'gradient', 'dashed', 'dots'] as const;
export const PANEL_STYLES = ['glass', 'gradient', 'solid'] as const;

/** Empty colour: the theme's first colour. */
const colour = z._default(colourValue, '');

export const borderSchema = z.object({
  style: z._default(z.enum(BORDER_STYLES, malformed), 'corners'),
  colour,
  /** A faint fill inside the frame. */
  fill: z._default(z.boolean(malformed), true),
  /** A caption tab on the frame's top edge. */
  caption: z._default(shortText(), ''),
});

export const titlebarSchema = z.object({
  /** Empty: a sample title in the reader's language. */
  text: z._default(shortText(200), ''),
  style: z._default(z.enum(TITLEBAR_STYLES, malformed), 'wings'),
  /** Font size; 0: fit the bar. */
  fontSize: z._default(z.number(malformed).check(z.minimum(0, malformed), z.maximum(200, malformed)), 0),
  colour,
});

export const dividerSchema = z.object({
  style: z._default(z.enum(DIVIDER_STYLES, malformed), 'tech'),
  thickness: z._default(z.number(malformed).check(z.minimum(1, malformed), z.maximum(20, malformed)), 2),
  colour,
});

export const panelSchema = z.object({
  style: z._default(z.enum(PANEL_STYLES, malformed), 'glass'),
  opacity: z._default(z.number(malformed).check(z.minimum(0, malformed), z.maximum(1, malformed)), 0.7),
  radius: z._default(z.number(malformed).check(z.minimum(0, malformed), z.maximum(200, malformed)), 8),
  border: z._default(z.boolean(malformed), true),
  colour,
});

export type BorderAttr = z.output<typeof borderSchema>;
export type TitlebarAttr = z.output<typeof titlebarSchema>;
export type DividerAttr = z.output<typeof dividerSchema>;
export type PanelAttr = z.output<typeof panelSchema>;

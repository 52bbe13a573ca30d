import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/messages.js';
import { colourValue, shortText } from './attr.js';

/** Attribute schemas of the text widgets: title, paragraph, rich text, marquee. */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);

export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const MARQUEE_DIRECTIONS = ['left', 'right'] as const;

const fontSize = (value: number) =>
  z._default(z.number(malformed).check(z.minimum(8, malformed), z.maximum(400, malformed)), value);
const common = {
  align: z._default(z.enum(TEXT_ALIGNMENTS, malformed), 'left'),
  /** Empty: the theme's text colour. */
  colour: z._default(colourValue, ''),
};

export const titleSchema = z.object({
  /** Empty: a sample title in the reader's language. */
  text: z._default(shortText(200), ''),
  fontSize: fontSize(40),
  bold: z._default(z.boolean(malformed), true),
  /** Letters filled with a gradient of the theme's first colours. */
  gradient: z._default(z.boolean(malformed), true),
  letterSpacing: z._default(z.number(malformed).check(z.minimum(0, malformed), z.maximum(40, malformed)), 2),
  ...common,
});

export const paragraphSchema = z.object({
  text: z._default(shortText(5000), ''),
  fontSize: fontSize(18),
  lineHeight: z._default(z.number(malformed).check(z.minimum(1, malformed), z.maximum(3, malformed)), 1.7),
  /** First-line indent of two characters, as Chinese reports set paragraphs. */
  indent: z._default(z.boolean(malformed), false),
  ...common,
});

/** Rich text in a small safe markup: `# heading`, `- item`, `**bold**`, `*italic*`, `==highlight==`. */
export const richTextSchema = z.object({
  markup: z._default(shortText(10_000), ''),
  fontSize: fontSize(18),
  ...common,
});

export const marqueeSchema = z.object({
  text: z._default(shortText(1000), ''),
  fontSize: fontSize(24),
  /** Pixels per second. */
  speed: z._default(z.number(malformed).check(z.minimum(10, malformed), z.maximum(1000, malformed)), 80),
  direction: z._default(z.enum(MARQUEE_DIRECTIONS, malformed), 'left'),
  /** A tinted strip behind the text, with a leading icon. */
  strip: z._default(z.boolean(malformed), true),
  colour: z._default(colourValue, ''),
});

export type TitleAttr = z.output<typeof titleSchema>;
export type ParagraphAttr = z.output<typeof paragraphSchema>;
export type RichTextAttr = z.output<typeof richTextSchema>;
export type MarqueeAttr = z.output<typeof marqueeSchema>;

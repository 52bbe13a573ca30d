import * as z from 'zod';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/rules.js';
import { colourValue, shortText } from './attr.js';

/** Attribute schemas of the text widgets (issue #5): title, paragraph, rich text, marquee. */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);

export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const MARQUEE_DIRECTIONS = ['left', 'right'] as const;

const fontSize = (value: number) => z.number(malformed).min(8, malformed).max(400, malformed).default(value);
const common = {
  align: z.enum(TEXT_ALIGNMENTS, malformed).default('left'),
  /** Empty: the theme's text colour. */
  colour: colourValue.default(''),
};

export const titleSchema = z.object({
  /** Empty: a sample title in the reader's language. */
  text: shortText(200).default(''),
  fontSize: fontSize(40),
  bold: z.boolean(malformed).default(true),
  /** Letters filled with a gradient of the theme's first colours. */
  gradient: z.boolean(malformed).default(true),
  letterSpacing: z.number(malformed).min(0, malformed).max(40, malformed).default(2),
  ...common,
});

export const paragraphSchema = z.object({
  text: shortText(5000).default(''),
  fontSize: fontSize(18),
  lineHeight: z.number(malformed).min(1, malformed).max(3, malformed).default(1.7),
  /** First-line indent of two characters, as Chinese reports set paragraphs. */
  indent: z.boolean(malformed).default(false),
  ...common,
});

/** Rich text in a small safe markup: `# heading`, `- item`, `**bold**`, `*italic*`, `==highlight==`. */
export const richTextSchema = z.object({
  markup: shortText(10_000).default(''),
  fontSize: fontSize(18),
  ...common,
});

export const marqueeSchema = z.object({
  text: shortText(1000).default(''),
  fontSize: fontSize(24),
  /** Pixels per second. */
  speed: z.number(malformed).min(10, malformed).max(1000, malformed).default(80),
  direction: z.enum(MARQUEE_DIRECTIONS, malformed).default('left'),
  /** A tinted strip behind the text, with a leading icon. */
  strip: z.boolean(malformed).default(true),
  colour: colourValue.default(''),
});

export type TitleAttr = z.output<typeof titleSchema>;
export type ParagraphAttr = z.output<typeof paragraphSchema>;
export type RichTextAttr = z.output<typeof richTextSchema>;
export type MarqueeAttr = z.output<typeof marqueeSchema>;

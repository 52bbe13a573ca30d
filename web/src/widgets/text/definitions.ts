import { paletteIcon } from '../paletteIcon';
import {
  MARQUEE_DIRECTIONS,
  TEXT_ALIGNMENTS,
  marqueeSchema,
  paragraphSchema,
  richTextSchema,
  titleSchema,
} from '../../../../shared/widgets/text.js';
import { choice, colour, number, text, toggle } from '../common/fields';
import { defineWidget } from '../definition';

const ALIGN = choice('align', 'alignments', TEXT_ALIGNMENTS);

export const titleText = defineWidget({
  type: 'text.title',
  labelKey: 'editor.widgets.textTitle',
  category: 'kpiText',
  icon: paletteIcon('TextT20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.TitleThumbnail),
  size: [480, 80],
  schema: titleSchema,
  form: [
    text('text', 200),
    number('fontSize', 8, 400),
    toggle('bold'),
    toggle('gradient'),
    number('letterSpacing', 0, 40),
    ALIGN,
    colour(),
  ],
  load: () => import('./Title').then((m) => m.Title),
});

export const paragraphText = defineWidget({
  type: 'text.paragraph',
  labelKey: 'editor.widgets.textParagraph',
  category: 'kpiText',
  icon: paletteIcon('TextAlignLeft20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.ParagraphThumbnail),
  size: [420, 180],
  schema: paragraphSchema,
  form: [
    text('text', 5000),
    number('fontSize', 8, 400),
    number('lineHeight', 1, 3, 0.1),
    toggle('indent'),
    ALIGN,
    colour(),
  ],
  load: () => import('./Paragraph').then((m) => m.Paragraph),
});

export const richText = defineWidget({
  type: 'text.rich',
  labelKey: 'editor.widgets.textRich',
  category: 'kpiText',
  icon: paletteIcon('TextBulletListSquare20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.RichTextThumbnail),
  size: [440, 260],
  schema: richTextSchema,
  form: [text('markup', 10_000), number('fontSize', 8, 400), ALIGN, colour()],
  load: () => import('./RichText').then((m) => m.RichText),
});

export const marqueeText = defineWidget({
  type: 'text.marquee',
  labelKey: 'editor.widgets.textMarquee',
  category: 'kpiText',
  icon: paletteIcon('TextboxMore20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.MarqueeThumbnail),
  size: [720, 56],
  schema: marqueeSchema,
  form: [
    text('text', 1000),
    number('fontSize', 8, 400),
    number('speed', 10, 1000),
    choice('direction', 'marqueeDirections', MARQUEE_DIRECTIONS),
    toggle('strip'),
    colour(),
  ],
  load: () => import('./Marquee').then((m) => m.Marquee),
});

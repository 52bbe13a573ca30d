import { memo, useMemo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RichTextAttr } from '../../../../shared/widgets/text.js';
import { withAlpha } from '../common/colour';
import type { WidgetRenderProps } from '../types';
import { parseMarkup, type Span } from './markup';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    inset: 0,
    overflow: 'hidden',
    fontFamily: tokens.fontFamilyBase,
    overflowWrap: 'anywhere',
    lineHeight: 1.65,
  },
  heading: { margin: 0, fontWeight: tokens.fontWeightSemibold, lineHeight: 1.3 },
  paragraph: { margin: 0 },
  list: { margin: 0, paddingLeft: '1.2em' },
  mark: { padding: '0 0.2em', borderRadius: '3px' },
});

/** Rich text from the safe markup of `markup.ts`: headings, paragraphs, list items, bold, italic, highlights. */
function RichTextView({ attr: raw, theme }: WidgetRenderProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const attr = raw as RichTextAttr;
  const markup = attr.markup || t('widgets.text.sampleRich');
  const blocks = useMemo(() => parseMarkup(markup), [markup]);
  const accent = attr.colour || theme.colors[0]!;
  const spans = (list: Span[]) =>
    list.map((span, index) => {
      const style = {
        fontWeight: span.bold ? 700 : undefined,
        fontStyle: span.italic ? 'italic' : undefined,
        color: span.bold ? theme.text : undefined,
      };
      return span.mark ? (
        <mark
          key={index}
          className={styles.mark}
          style={{ ...style, background: withAlpha(accent, 0.22), color: theme.light ? theme.text : accent }}
        >
          {span.text}
        </mark>
      ) : (
        <span key={index} style={style}>
          {span.text}
        </span>
      );
    });
  return (
    <div
      className={styles.root}
      style={{
        fontSize: attr.fontSize,
        textAlign: attr.align,
        color: theme.mutedText,
        display: 'flex',
        flexDirection: 'column',
        gap: '0.5em',
      }}
    >
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          <h3
            key={index}
            className={styles.heading}
            style={{
              fontSize: '1.3em',
              color: theme.text,
              ...(attr.align === 'left'
                ? { borderLeft: `3px solid ${accent}`, paddingLeft: '0.5em' }
                : { borderBottom: `2px solid ${accent}`, paddingBottom: '0.2em' }),
            }}
          >
            {spans(block.spans)}
          </h3>
        ) : block.kind === 'item' ? (
          <ul key={index} className={styles.list} style={{ listStyle: 'square' }}>
            <li style={{ color: theme.mutedText }}>{spans(block.spans)}</li>
          </ul>
        ) : (
          <p key={index} className={styles.paragraph}>
            {spans(block.spans)}
          </p>
        ),
      )}
    </div>
  );
}

export const RichText = memo(RichTextView);

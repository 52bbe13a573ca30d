import { memo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ParagraphAttr } from '../../../../shared/widgets/text.js';
import type { WidgetRenderProps } from '../types';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    inset: 0,
    overflow: 'hidden',
    fontFamily: tokens.fontFamilyBase,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    margin: 0,
  },
});

/** A paragraph of plain text, line breaks kept, optional first-line indent. */
function ParagraphView({ attr: raw, theme }: WidgetRenderProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const attr = raw as ParagraphAttr;
  return (
    <p
      className={styles.root}
      style={{
        fontSize: attr.fontSize,
        lineHeight: attr.lineHeight,
        textAlign: attr.align,
        color: attr.colour || theme.mutedText,
        textIndent: attr.indent ? '2em' : undefined,
      }}
    >
      {attr.text || t('widgets.text.sampleParagraph')}
    </p>
  );
}

export const Paragraph = memo(ParagraphView);

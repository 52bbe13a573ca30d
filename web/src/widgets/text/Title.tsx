import { memo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TitleAttr } from '../../../../shared/widgets/text.js';
import { withAlpha } from '../common/colour';
import type { WidgetRenderProps } from '../types';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    overflow: 'hidden',
    fontFamily: tokens.fontFamilyBase,
    whiteSpace: 'nowrap',
  },
  text: { overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%', lineHeight: 1.2 },
  gradient: { backgroundClip: 'text', WebkitBackgroundClip: 'text', color: 'transparent' },
});

/** A one-line title: large, optionally with gradient letters in the theme's first colours. */
function TitleView({ attr: raw, theme }: WidgetRenderProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const attr = raw as TitleAttr;
  const colour = attr.colour || theme.text;
  const gradient = attr.gradient && !attr.colour;
  return (
    <div
      className={styles.root}
      style={{
        justifyContent: attr.align === 'center' ? 'center' : attr.align === 'right' ? 'flex-end' : 'flex-start',
      }}
    >
      <span
        className={`${styles.text} ${gradient ? styles.gradient : ''}`}
        style={{
          fontSize: attr.fontSize,
          fontWeight: attr.bold ? 700 : 400,
          letterSpacing: attr.letterSpacing,
          color: gradient ? undefined : colour,
          backgroundImage: gradient ? `linear-gradient(180deg, ${theme.text} 15%, ${theme.colors[0]} 95%)` : undefined,
          filter: theme.light
            ? undefined
            : `drop-shadow(0 0 ${Math.round(attr.fontSize * 0.25)}px ${withAlpha(theme.colors[0]!, 0.35)})`,
        }}
      >
        {attr.text || t('widgets.text.sampleTitle')}
      </span>
    </div>
  );
}

export const Title = memo(TitleView);

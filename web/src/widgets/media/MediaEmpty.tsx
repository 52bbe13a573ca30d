import { makeStyles, tokens } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';
import type { ScreenTheme } from '../../../../shared/widgets/themes.js';
import { withAlpha } from '../common/colour';
import { useDesignMode } from '../runtime/designMode';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.6em',
    boxSizing: 'border-box',
    overflow: 'hidden',
    textAlign: 'center',
    fontFamily: tokens.fontFamilyBase,
    padding: '1em',
  },
  title: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * What a media widget shows before it has a source. In the editor: its icon on a faint grid and a
 * hint on how to give it one. Anywhere else (preview, shares, carousels) the audience cannot act
 * on the hint, so the box stays empty.
 */
export function MediaEmpty({
  icon: Icon,
  title,
  hint,
  theme,
  width,
  height,
  radius,
}: {
  icon: FluentIcon;
  title: string;
  hint: string;
  theme: ScreenTheme;
  width: number;
  height: number;
  radius: number;
}) {
  const styles = useStyles();
  const design = useDesignMode();
  if (!design) return null;
  const font = Math.round(Math.max(12, Math.min(20, Math.min(width, height) / 14)));
  const accent = theme.colors[0]!;
  const grid = withAlpha(accent, theme.light ? 0.08 : 0.1);
  return (
    <div
      className={styles.root}
      style={{
        fontSize: font,
        color: theme.mutedText,
        borderRadius: radius,
        border: `1px dashed ${withAlpha(accent, 0.45)}`,
        backgroundColor: withAlpha(accent, theme.light ? 0.03 : 0.05),
        backgroundImage: `linear-gradient(${grid} 1px, transparent 1px), linear-gradient(90deg, ${grid} 1px, transparent 1px)`,
        backgroundSize: `${font * 2}px ${font * 2}px`,
      }}
    >
      <Icon style={{ width: font * 3, height: font * 3, color: accent, opacity: 0.85 }} />
      <span className={styles.title} style={{ color: theme.text }}>
        {title}
      </span>
      <span style={{ fontSize: '0.85em' }}>{hint}</span>
    </div>
  );
}

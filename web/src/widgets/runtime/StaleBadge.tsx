import { lazy, Suspense } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Clock12Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ScreenTheme } from '../../../../shared/widgets/themes.js';

const useStyles = makeStyles({
  badge: {
    position: 'absolute',
    top: tokens.spacingVerticalXS,
    right: tokens.spacingHorizontalXS,
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusCircular,
    zIndex: 1,
  },
});

const StaleTooltip = lazy(() => import('./StaleTooltip'));

/** A small mark on a widget whose source stopped answering: its data is as of `fetchedAt`; `size` in canvas px. */
export function StaleBadge({ fetchedAt, theme, size }: { fetchedAt: number; theme: ScreenTheme; size: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const time = new Date(fetchedAt).toLocaleTimeString();
  const badge = (
    <span
      className={styles.badge}
      data-stale-badge
      style={{
        fontSize: size,
        lineHeight: 1.5,
        color: theme.tooltip.text,
        backgroundColor: theme.tooltip.background,
        border: `1px solid ${theme.tooltip.border}`,
      }}
    >
      <Clock12Regular />
      {t('widgets.state.staleShort')}
    </span>
  );
  // The badge shows at once; its tooltip follows with the UI kit's positioning (loaded only for stale widgets).
  return (
    <Suspense fallback={badge}>
      <StaleTooltip content={t('widgets.state.stale', { time })}>{badge}</StaleTooltip>
    </Suspense>
  );
}

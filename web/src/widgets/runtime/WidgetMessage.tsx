import { lazy, Suspense } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LoadingRing } from '../../components/common/LoadingRing';
import { useReducedMotion } from '../../hooks/useReducedMotion';
import type { ScreenTheme } from '../../../../shared/widgets/themes.js';
import type { DataProblem, DataStatus, WidgetData } from '../data/resolve';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    boxSizing: 'border-box',
    textAlign: 'center',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    border: '1px dashed transparent',
  },
  icon: { flexShrink: 0 },
});

/** The icons come with the first widget that has something wrong or empty to say (a first paint of loading frames needs none). */
const MessageIcon = lazy(() => import('./WidgetMessageIcon'));

export type MessageKind = 'render' | 'loading' | 'empty' | 'waiting' | DataProblem;

const TEXT = {
  render: 'errors.renderError',
  loading: 'widgets.state.loading',
  empty: 'widgets.state.empty',
  waiting: 'widgets.state.waiting',
  invalidBinding: 'widgets.state.invalidBinding',
  pathMissing: 'widgets.state.pathMissing',
  notArray: 'widgets.state.notArray',
  sourceFailed: 'widgets.state.sourceFailed',
} as const;

/**
 * What a widget's frame says when its data is not drawn: loading, what went wrong, waiting for
 * the first post to its push channel, or that there is nothing to show.
 */
export function messageKind(data: Pick<WidgetData, 'status' | 'problem' | 'waiting'>): MessageKind {
  if (data.status === 'loading') return 'loading';
  if (data.problem) return data.problem;
  return data.waiting ? 'waiting' : 'empty';
}

/** A widget's frame when it has nothing to draw: loading, empty, or what went wrong. */
export function WidgetMessage({
  state,
  kind,
  theme,
  width,
  height,
}: {
  state: Exclude<DataStatus, 'ready' | 'stale'>;
  kind: MessageKind;
  theme: ScreenTheme;
  width: number;
  height: number;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const font = Math.round(Math.max(12, Math.min(20, Math.min(width, height) / 16)));
  // Where widgets keep still (the editor's canvas, reduced motion) loading shows no spinner.
  const still = useReducedMotion();
  const side = font * 1.6;
  return (
    <div
      className={styles.root}
      data-widget-state={state}
      role={state === 'error' ? 'alert' : undefined}
      style={{
        color: theme.mutedText,
        borderColor: state === 'error' ? theme.tooltip.border : theme.grid,
        fontSize: font,
      }}
    >
      {state === 'loading' ? (
        still ? null : (
          <LoadingRing size="small" />
        )
      ) : (
        <Suspense fallback={<span className={styles.icon} style={{ width: side, height: side }} />}>
          <MessageIcon
            icon={
              state === 'error' ? (kind === 'render' ? 'render' : 'data') : kind === 'waiting' ? 'waiting' : 'empty'
            }
            className={styles.icon}
            side={side}
          />
        </Suspense>
      )}
      <span>{t(TEXT[kind])}</span>
    </div>
  );
}

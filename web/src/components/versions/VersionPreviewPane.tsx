import { useMemo } from 'react';
import {
  Caption1,
  makeStyles,
  mergeClasses,
  Skeleton,
  SkeletonItem,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { ErrorCircle20Regular } from '@fluentui/react-icons';
import type { ScreenDocument } from '../../../../shared/screen/document.js';
import { ScreenView } from '../../viewer/ScreenView';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '28px' },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  frame: {
    position: 'relative',
    width: '100%',
    maxHeight: '62vh',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    boxShadow: tokens.shadow4,
    // The viewer fills its containing block (position: fixed); a transform makes this frame that block.
    transform: 'translateZ(0)',
    contain: 'strict',
  },
  fill: { position: 'absolute', inset: 0, width: '100%', height: '100%' },
  message: {
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    color: tokens.colorNeutralForeground3,
    padding: tokens.spacingHorizontalL,
    textAlign: 'center',
  },
  failed: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export interface VersionPreviewPaneProps {
  label: string;
  badge?: React.ReactNode;
  document: ScreenDocument | undefined;
  loading: boolean;
  /** Shown when there is nothing to draw and nothing loading. */
  message: string;
  failed?: boolean;
  testId: string;
}

/** One side of the comparison: a screen document drawn by the viewer, scaled to fit the pane. */
export function VersionPreviewPane({
  label,
  badge,
  document,
  loading,
  message,
  failed,
  testId,
}: VersionPreviewPaneProps) {
  const styles = useStyles();
  // Always proportional inside a pane, whatever the screen's own scaling mode.
  const fitted = useMemo(
    () => (document ? { ...document, config: { ...document.config, scaling: 'fullscreen' as const } } : undefined),
    [document],
  );
  const ratio = document ? `${document.config.width} / ${document.config.height}` : '16 / 9';
  return (
    <section className={styles.root} data-testid={testId} aria-label={label}>
      <div className={styles.head}>
        <Subtitle2 className={styles.label}>{label}</Subtitle2>
        {badge}
      </div>
      <div className={styles.frame} style={{ aspectRatio: ratio }} data-loaded={fitted ? 'true' : 'false'}>
        {fitted ? (
          <ScreenView document={fitted} jumpTo={() => undefined} />
        ) : loading ? (
          <Skeleton className={styles.fill}>
            <SkeletonItem shape="rectangle" className={styles.fill} />
          </Skeleton>
        ) : (
          <div className={styles.message}>
            <Caption1 className={mergeClasses(failed && styles.failed)}>
              {failed ? <ErrorCircle20Regular /> : null}
              {message}
            </Caption1>
          </div>
        )}
      </div>
    </section>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { Button, Caption1Strong, FluentProvider, makeStyles, mergeClasses, tokens, Tooltip } from '@fluentui/react-components';
import { ChevronLeft24Regular, ChevronRight24Regular, Pause20Regular, Play20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SharedScreen } from '../../../shared/acts/link-share.js';
import { THEMES } from '../theme';
import { ScreenView } from '../viewer/ScreenView';

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    left: '50%',
    bottom: tokens.spacingVerticalXXL,
    transform: 'translateX(-50%)',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: 'rgba(0, 0, 0, 0.55)',
    backdropFilter: 'blur(8px)',
    transitionProperty: 'opacity',
    transitionDuration: tokens.durationNormal,
    zIndex: 10,
  },
  hidden: { opacity: 0, ':hover': { opacity: 1 }, ':focus-within': { opacity: 1 } },
  position: { minWidth: '72px', textAlign: 'center', color: tokens.colorNeutralForegroundOnBrand },
  name: { maxWidth: '240px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: tokens.colorNeutralForegroundOnBrand },
});

const IDLE_MS = 3000;
const noJump = () => undefined;

/**
 * A group share played as a sequence: each screen for the group's interval, then the next,
 * round and round; previous/next, pause, arrow keys and space. The controls fade while the
 * pointer rests, so a wall shows only the screens.
 */
export function GroupPlayer({ screens, interval }: { screens: SharedScreen[]; interval: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [idle, setIdle] = useState(false);
  const total = screens.length;
  const step = useCallback((by: number) => setIndex((current) => (current + by + total) % total), [total]);

  useEffect(() => {
    if (!playing || total < 2) return undefined;
    const timer = window.setTimeout(() => step(1), Math.max(1, interval) * 1000);
    return () => window.clearTimeout(timer);
  }, [playing, interval, index, step, total]);

  useEffect(() => {
    let timer = window.setTimeout(() => setIdle(true), IDLE_MS);
    const wake = () => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), IDLE_MS);
    };
    const keys = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
      else if (event.key === ' ') setPlaying((p) => !p);
      else return;
      event.preventDefault();
      wake();
    };
    window.addEventListener('pointermove', wake);
    window.addEventListener('keydown', keys);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointermove', wake);
      window.removeEventListener('keydown', keys);
    };
  }, [step]);

  const screen = screens[index] ?? screens[0];
  if (!screen) return null;
  return (
    <div data-testid="group-player" data-index={index} data-screen-id={screen._id}>
      <ScreenView key={screen._id} document={screen.document} jumpTo={noJump} />
      <FluentProvider theme={THEMES.dark} style={{ background: 'transparent' }}>
        <div role="toolbar" aria-label={t('share.player.label')} className={mergeClasses(styles.bar, idle && styles.hidden)}>
          <Tooltip content={t('share.player.previous')} relationship="label">
            <Button appearance="transparent" icon={<ChevronLeft24Regular />} onClick={() => step(-1)} disabled={total < 2} />
          </Tooltip>
          <Tooltip content={t(playing ? 'share.player.pause' : 'share.player.play')} relationship="label">
            <Button appearance="transparent" icon={playing ? <Pause20Regular /> : <Play20Regular />} onClick={() => setPlaying((p) => !p)} disabled={total < 2} />
          </Tooltip>
          <Caption1Strong className={styles.name} title={screen.name}>{screen.name}</Caption1Strong>
          <Caption1Strong className={styles.position} data-testid="player-position">{t('share.player.position', { current: index + 1, total })}</Caption1Strong>
          <Tooltip content={t('share.player.next')} relationship="label">
            <Button appearance="transparent" icon={<ChevronRight24Regular />} onClick={() => step(1)} disabled={total < 2} />
          </Tooltip>
        </div>
      </FluentProvider>
    </div>
  );
}

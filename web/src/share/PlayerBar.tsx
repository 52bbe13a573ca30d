import { Button, Caption1Strong, makeStyles, mergeClasses, tokens, Tooltip } from '@fluentui/react-components';
import { ChevronLeft24Regular, ChevronRight24Regular, Pause20Regular, Play20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ShareFluent } from './ShareFluent';

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
  name: {
    maxWidth: '240px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: tokens.colorNeutralForegroundOnBrand,
  },
});

export interface PlayerBarProps {
  name: string;
  index: number;
  total: number;
  playing: boolean;
  idle: boolean;
  step: (by: number) => void;
  togglePlaying: () => void;
}

/** The group player's controls (previous, pause/play, name, position, next), faded while idle. */
export function PlayerBar({ name, index, total, playing, idle, step, togglePlaying }: PlayerBarProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <ShareFluent dark>
      <div
        role="toolbar"
        aria-label={t('share.player.label')}
        className={mergeClasses(styles.bar, idle && styles.hidden)}
      >
        <Tooltip content={t('share.player.previous')} relationship="label">
          <Button
            appearance="transparent"
            icon={<ChevronLeft24Regular />}
            onClick={() => step(-1)}
            disabled={total < 2}
          />
        </Tooltip>
        <Tooltip content={t(playing ? 'share.player.pause' : 'share.player.play')} relationship="label">
          <Button
            appearance="transparent"
            icon={playing ? <Pause20Regular /> : <Play20Regular />}
            onClick={togglePlaying}
            disabled={total < 2}
          />
        </Tooltip>
        <Caption1Strong className={styles.name} title={name}>
          {name}
        </Caption1Strong>
        <Caption1Strong className={styles.position} data-testid="player-position">
          {t('share.player.position', { current: index + 1, total })}
        </Caption1Strong>
        <Tooltip content={t('share.player.next')} relationship="label">
          <Button
            appearance="transparent"
            icon={<ChevronRight24Regular />}
            onClick={() => step(1)}
            disabled={total < 2}
          />
        </Tooltip>
      </div>
    </ShareFluent>
  );
}

import type { ReactNode } from 'react';
import { Badge, Button, Caption1, makeStyles, mergeClasses, Text, tokens, Tooltip } from '@fluentui/react-components';
import {
  ArrowMaximize20Regular,
  ArrowMinimize20Regular,
  ChevronLeft20Regular,
  ChevronRight20Regular,
  Pause20Filled,
  Play20Filled,
  Timer16Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ClockState } from './clock';
import { CarouselProgress } from './CarouselProgress';

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 10,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackgroundAlpha,
    backdropFilter: 'blur(12px)',
    boxShadow: tokens.shadow16,
    transitionProperty: 'opacity, transform',
    transitionDuration: tokens.durationNormal,
    transitionTimingFunction: tokens.curveEasyEase,
  },
  hidden: { opacity: 0, transform: 'translateY(12px)', pointerEvents: 'none' },
  row: {
    display: 'grid',
    gridTemplateColumns: '1fr auto 1fr',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
  about: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  position: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  buttons: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  tail: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  interval: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    color: tokens.colorNeutralForeground3,
    fontVariantNumeric: 'tabular-nums',
  },
});

interface Props {
  name: string;
  position: number;
  count: number;
  seconds: number;
  /** A word about what this screen shows (e.g. development content), or nothing. */
  note?: string | undefined;
  state: ClockState;
  now: () => number;
  hidden: boolean;
  fullscreen: { on: boolean; toggle: () => void; supported: boolean };
  onPrevious: () => void;
  onToggle: () => void;
  onNext: () => void;
  onHover: (hovering: boolean) => void;
  actions?: ReactNode;
}

/** The carousel's bar: where we are, pause/resume, previous/next, full screen, the time bar. */
export function CarouselControls(props: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { state, fullscreen } = props;
  const single = props.count <= 1;
  return (
    <div
      className={mergeClasses(styles.root, props.hidden && styles.hidden)}
      role="toolbar"
      aria-label={t('carousel.controls')}
      data-testid="carousel-controls"
      data-hidden={props.hidden ? 'true' : 'false'}
      onMouseEnter={() => props.onHover(true)}
      onMouseLeave={() => props.onHover(false)}
    >
      <CarouselProgress state={state} durationMs={props.seconds * 1000} now={props.now} />
      <div className={styles.row}>
        <div className={styles.about}>
          <Caption1
            className={styles.position}
            data-testid="carousel-position"
            aria-label={t('carousel.positionLabel', { position: props.position, count: props.count })}
          >
            {props.position} / {props.count}
          </Caption1>
          <Text weight="semibold" className={styles.name} data-testid="carousel-name" title={props.name}>
            {props.name}
          </Text>
          {props.note ? (
            <Badge appearance="tint" color="warning" data-testid="carousel-note">
              {props.note}
            </Badge>
          ) : null}
        </div>
        <div className={styles.buttons}>
          <Tooltip content={`${t('carousel.previous')} (←)`} relationship="label">
            <Button appearance="subtle" icon={<ChevronLeft20Regular />} disabled={single} onClick={props.onPrevious} />
          </Tooltip>
          <Tooltip
            content={`${t(state.paused ? 'carousel.resume' : 'carousel.pause')} (${t('carousel.spaceKey')})`}
            relationship="label"
          >
            <Button
              appearance="primary"
              shape="circular"
              size="large"
              icon={state.paused ? <Play20Filled /> : <Pause20Filled />}
              onClick={props.onToggle}
              data-state={state.paused ? 'paused' : 'playing'}
              data-testid="carousel-toggle"
            />
          </Tooltip>
          <Tooltip content={`${t('carousel.next')} (→)`} relationship="label">
            <Button appearance="subtle" icon={<ChevronRight20Regular />} disabled={single} onClick={props.onNext} />
          </Tooltip>
        </div>
        <div className={styles.tail}>
          <Caption1 className={styles.interval} title={t('carousel.intervalHint')}>
            <Timer16Regular aria-hidden />
            {state.paused ? t('carousel.paused') : t('carousel.seconds', { count: props.seconds })}
          </Caption1>
          {props.actions}
          {fullscreen.supported ? (
            <Tooltip
              content={`${t(fullscreen.on ? 'carousel.exitFullscreen' : 'carousel.fullscreen')} (F)`}
              relationship="label"
            >
              <Button
                appearance="subtle"
                icon={fullscreen.on ? <ArrowMinimize20Regular /> : <ArrowMaximize20Regular />}
                onClick={fullscreen.toggle}
              />
            </Tooltip>
          ) : null}
        </div>
      </div>
    </div>
  );
}

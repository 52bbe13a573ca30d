import type { ReactElement } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  ArrowDown24Regular,
  ArrowUp24Regular,
  Eye24Regular,
  EyeOff24Regular,
  Next24Filled,
  Pause24Filled,
  Play24Filled,
  Previous24Filled,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ControlCommand } from '../../../shared/acts/ws.js';

/** What a scroll button moves: most of the viewport, so a screen is read in a few taps. */
const SCROLL_FRACTION = 0.8;

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    paddingBottom: `max(${tokens.spacingVerticalM}, env(safe-area-inset-bottom))`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow16,
  },
  group: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    padding: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  button: {
    minWidth: '64px',
    minHeight: '56px',
    flexDirection: 'column',
    gap: '2px',
    fontSize: tokens.fontSizeBase200,
    borderRadius: tokens.borderRadiusLarge,
  },
  wide: { minWidth: '96px' },
  on: {
    backgroundColor: tokens.colorNeutralForeground1,
    color: tokens.colorNeutralBackground1,
    ':hover': { backgroundColor: tokens.colorNeutralForeground2, color: tokens.colorNeutralBackground1 },
  },
});

interface ControlBarProps {
  paused: boolean;
  blank: boolean;
  disabled: boolean;
  send: (control: ControlCommand) => void;
}

/** The pad's command bar: previous/next, pause/resume, scroll up/down, blank/unblank; every target ≥ 56 px. */
export function ControlBar({ paused, blank, disabled, send }: ControlBarProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const button = (label: string, icon: ReactElement, control: ControlCommand, className?: string, testId?: string) => (
    <Button
      appearance="subtle"
      size="large"
      className={mergeClasses(styles.button, className)}
      icon={icon}
      disabled={disabled}
      data-testid={testId}
      onClick={() => send(control)}
    >
      {label}
    </Button>
  );
  return (
    <nav className={styles.bar} aria-label={t('pad.bar.label')} data-testid="pad-bar">
      <div className={styles.group}>
        {button(t('pad.bar.previous'), <Previous24Filled />, { command: 'prev' }, undefined, 'pad-prev')}
        {paused
          ? button(t('pad.bar.resume'), <Play24Filled />, { command: 'resume' }, styles.wide, 'pad-resume')
          : button(t('pad.bar.pause'), <Pause24Filled />, { command: 'pause' }, styles.wide, 'pad-pause')}
        {button(t('pad.bar.next'), <Next24Filled />, { command: 'next' }, undefined, 'pad-next')}
      </div>
      <div className={styles.group}>
        {button(
          t('pad.bar.scrollUp'),
          <ArrowUp24Regular />,
          { command: 'scroll', by: -SCROLL_FRACTION },
          undefined,
          'pad-scroll-up',
        )}
        {button(
          t('pad.bar.scrollDown'),
          <ArrowDown24Regular />,
          { command: 'scroll', by: SCROLL_FRACTION },
          undefined,
          'pad-scroll-down',
        )}
      </div>
      <div className={styles.group}>
        {blank
          ? button(
              t('pad.bar.unblank'),
              <Eye24Regular />,
              { command: 'blank', on: false },
              mergeClasses(styles.wide, styles.on),
              'pad-unblank',
            )
          : button(t('pad.bar.blank'), <EyeOff24Regular />, { command: 'blank', on: true }, styles.wide, 'pad-blank')}
      </div>
    </nav>
  );
}

import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { borderColor } from './borderColor';
import { CheckmarkCircle20Filled, ErrorCircle20Filled, Info20Filled, Warning20Filled } from './icons';

export type NoticeIntent = 'error' | 'warning' | 'success' | 'info';

const useStyles = makeStyles({
  root: {
    ...typographyStyles.body1,
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    boxSizing: 'border-box',
    minHeight: '36px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
  },
  icon: { display: 'flex', flexShrink: 0, fontSize: '20px' },
  body: { minWidth: 0, flexGrow: 1, paddingTop: '1px' },
  error: {
    backgroundColor: tokens.colorStatusDangerBackground1,
    ...borderColor(tokens.colorStatusDangerBorder1),
  },
  errorIcon: { color: tokens.colorStatusDangerForeground1 },
  warning: {
    backgroundColor: tokens.colorStatusWarningBackground1,
    ...borderColor(tokens.colorStatusWarningBorder1),
  },
  warningIcon: { color: tokens.colorStatusWarningForeground3 },
  success: {
    backgroundColor: tokens.colorStatusSuccessBackground1,
    ...borderColor(tokens.colorStatusSuccessBorder1),
  },
  successIcon: { color: tokens.colorStatusSuccessForeground1 },
  info: {},
  infoIcon: { color: tokens.colorNeutralForeground3 },
});

const ICONS = {
  error: <ErrorCircle20Filled />,
  warning: <Warning20Filled />,
  success: <CheckmarkCircle20Filled />,
  info: <Info20Filled />,
} as const;

export interface NoticeProps {
  intent: NoticeIntent;
  children: ReactNode;
  /** Replaces the intent's icon (a spinner while something is checked). */
  icon?: ReactNode;
  'data-testid'?: string;
  'data-code'?: number;
}

/** The UI kit's message bar look: an intent's colours and icon beside a message. */
export function Notice({ intent, children, icon, ...rest }: NoticeProps) {
  const styles = useStyles();
  const urgent = intent === 'error' || intent === 'warning';
  return (
    <div {...rest} className={mergeClasses(styles.root, styles[intent])} role={urgent ? 'alert' : 'status'}>
      <span className={mergeClasses(styles.icon, styles[`${intent}Icon`])}>{icon ?? ICONS[intent]}</span>
      <div className={styles.body}>{children}</div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Avatar, Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
  },
  who: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  email: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
});

/** A person in the share dialog: initials avatar, name, email, and what can be done with them. */
export function ShareUserRow({
  name,
  email,
  children,
  testId,
}: {
  name: string;
  email: string;
  children: ReactNode;
  testId: string;
}) {
  const styles = useStyles();
  return (
    <li className={styles.row} data-testid={testId} aria-label={name}>
      <Avatar name={name} color="colorful" size={32} aria-hidden />
      <div className={styles.who}>
        <Body1 className={styles.name}>{name}</Body1>
        <Caption1 className={styles.email}>{email}</Caption1>
      </div>
      <div className={styles.actions}>{children}</div>
    </li>
  );
}

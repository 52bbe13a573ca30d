import { Avatar, Body1Strong, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useStoredUser } from '../../api/profile';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground2,
    minWidth: 0,
    maxWidth: '360px',
  },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  line: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  sub: { color: tokens.colorNeutralForeground3 },
});

/** Who is signed in: the account the page's administration acts as. */
export function AccountCard() {
  const styles = useStyles();
  const user = useStoredUser();
  const name = user.name || user.account;
  const sub = user.email || user.account;
  return (
    <div className={styles.root} data-testid="admin-account">
      <Avatar size={40} name={name} image={user.avatar ? { src: user.avatar } : undefined} color="colorful" />
      <div className={styles.who}>
        <Body1Strong className={styles.line} title={name}>
          {name}
        </Body1Strong>
        {sub && sub !== name ? (
          <Caption1 className={mergeClasses(styles.line, styles.sub)} title={sub}>
            {sub}
          </Caption1>
        ) : null}
      </div>
    </div>
  );
}

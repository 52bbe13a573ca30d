import { useState } from 'react';
import { Avatar, Button, makeStyles, Menu, MenuPopover, MenuTrigger, tokens } from '@fluentui/react-components';
import { ChevronDown12Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useStoredUser } from '../../api/profile';
import { lazyMenuContent } from '../common/lazyMenuContent';
import { OpenedOnce } from '../common/OpenedOnce';
import { LazyChangePasswordDialog } from './lazyDialogs';

const useStyles = makeStyles({
  trigger: { paddingLeft: tokens.spacingHorizontalXS, gap: tokens.spacingHorizontalS, maxWidth: '240px' },
  triggerName: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '@media (max-width: 900px)': { display: 'none' },
  },
});

/** The menu's content, loaded when the menu is first about to open. */
const content = lazyMenuContent(() => import('./UserMenuContent'));

/** Avatar and name; open: email and workspace, profile, password, language, theme, workspace switch, sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const user = useStoredUser();
  const displayName = user.name || user.account;

  return (
    <>
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          {/* Named by the name it shows (the avatar beside it is decoration); "menu" comes from its popup. */}
          <Button
            appearance="subtle"
            className={styles.trigger}
            title={t('shell.userMenu')}
            data-testid="user-menu"
            {...content.preload}
          >
            <Avatar
              size={28}
              name={displayName}
              image={user.avatar ? { src: user.avatar } : undefined}
              color="colorful"
              aria-hidden
            />
            <span className={styles.triggerName}>{displayName}</span>
            <ChevronDown12Regular />
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <content.Content onChangePassword={() => setPasswordOpen(true)} />
        </MenuPopover>
      </Menu>
      <OpenedOnce open={passwordOpen}>
        <LazyChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      </OpenedOnce>
    </>
  );
}

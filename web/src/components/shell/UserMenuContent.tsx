import {
  Avatar,
  Badge,
  Body1Strong,
  Caption1,
  makeStyles,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
  type MenuProps,
} from '@fluentui/react-components';
import {
  Building16Regular,
  Certificate20Regular,
  Info20Regular,
  Key20Regular,
  LocalLanguage20Regular,
  Person20Regular,
  PersonSettings20Regular,
  SignOut20Regular,
  WeatherMoon20Regular,
  WeatherSunny20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useVersion } from '../../api/hooks';
import { useStoredUser } from '../../api/profile';
import { useSignOut } from '../../api/useSignOut';
import { usePreferences } from '../../app/services';
import { isLanguage } from '../../i18n';
import { useTenants } from '../../tenants/useTenants';
import { TenantMenu } from './TenantMenu';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    minWidth: '260px',
  },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0, gap: '2px' },
  email: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis' },
  version: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    color: tokens.colorNeutralForeground3,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
  },
  versionIcon: { flexShrink: 0 },
  tenant: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  tenantName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/**
 * What the user menu (UserMenu.tsx) shows when open: who is signed in and where, profile,
 * password, language, theme, workspace switch, sign out. Loaded when the menu is first about to
 * open, with its icons and the workspace list.
 */
export default function UserMenuContent({ onChangePassword }: { onChangePassword: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { language, setLanguage, theme, setTheme } = usePreferences();
  const { signOut, busy } = useSignOut();
  const tenants = useTenants();
  const { data: version } = useVersion();
  const user = useStoredUser();
  const displayName = user.name || user.account;
  const onLanguage: MenuProps['onCheckedValueChange'] = (_, data) => {
    const next = data.checkedItems[0];
    if (isLanguage(next)) setLanguage(next);
  };
  return (
    <>
      <div className={styles.header}>
        <Avatar size={40} name={displayName} image={user.avatar ? { src: user.avatar } : undefined} color="colorful" />
        <div className={styles.who}>
          <Body1Strong data-testid="user-name">{displayName}</Body1Strong>
          {user.email ? <Caption1 className={styles.email}>{user.email}</Caption1> : null}
          {tenants.current ? (
            <Caption1 className={styles.tenant} data-testid="current-tenant">
              <Building16Regular aria-hidden className={styles.versionIcon} />
              <span className={styles.tenantName}>{tenants.current.name}</span>
            </Caption1>
          ) : null}
          <div>
            <Badge appearance="tint" color={user.isAdmin ? 'brand' : 'informative'} size="small">
              {user.isAdmin ? t('shell.administrator') : t('shell.member')}
            </Badge>
          </div>
        </div>
      </div>
      <MenuDivider />
      <MenuList>
        <MenuGroup>
          <MenuItem icon={<Person20Regular />} onClick={() => void navigate('/user')}>
            {t('shell.profile')}
          </MenuItem>
          <MenuItem
            icon={<PersonSettings20Regular />}
            onClick={() => void navigate('/user/personalize')}
            data-testid="menu-personalize"
          >
            {t('shell.personalize')}
          </MenuItem>
          {user.sso ? null : (
            <MenuItem icon={<Key20Regular />} onClick={onChangePassword} data-testid="menu-change-password">
              {t('shell.changePassword')}
            </MenuItem>
          )}
          <MenuItem
            icon={<Certificate20Regular />}
            onClick={() => void navigate('/licence_update')}
            data-testid="menu-licence"
          >
            {t('licence.menu')}
          </MenuItem>
          <Menu checkedValues={{ language: [language] }} onCheckedValueChange={onLanguage}>
            <MenuTrigger disableButtonEnhancement>
              <MenuItem icon={<LocalLanguage20Regular />}>{t('common.language')}</MenuItem>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItemRadio name="language" value="zh" lang="zh-CN">
                  {t('common.languages.zh')}
                </MenuItemRadio>
                <MenuItemRadio name="language" value="en" lang="en">
                  {t('common.languages.en')}
                </MenuItemRadio>
              </MenuList>
            </MenuPopover>
          </Menu>
          <MenuItem
            icon={theme === 'dark' ? <WeatherSunny20Regular /> : <WeatherMoon20Regular />}
            onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
          >
            {theme === 'dark' ? t('common.switchToLight') : t('common.switchToDark')}
          </MenuItem>
          {tenants.enabled ? (
            <TenantMenu tenants={tenants.tenants} current={tenants.current} failed={Boolean(tenants.error)} />
          ) : null}
        </MenuGroup>
        <MenuDivider />
        <MenuItem
          icon={<SignOut20Regular />}
          onClick={() => void signOut()}
          disabled={busy}
          data-testid="menu-sign-out"
        >
          {t('shell.signOut')}
        </MenuItem>
      </MenuList>
      {version ? (
        <Caption1 as="p" className={styles.version}>
          <Info20Regular aria-hidden className={styles.versionIcon} />
          {t('common.versionBuild', { version: version.version, build: version.build })}
        </Caption1>
      ) : null}
    </>
  );
}

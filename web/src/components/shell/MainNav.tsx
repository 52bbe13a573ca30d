import type { ReactElement } from 'react';
import {
  Button,
  makeStyles,
  mergeClasses,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
} from '@fluentui/react-components';
import {
  Board20Regular,
  ChevronDown12Regular,
  CloudDatabase20Regular,
  Code20Regular,
  Database20Regular,
  DocumentData20Regular,
  PhoneLaptop20Regular,
  Tablet20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MessageKey } from '../../i18n/resources';

interface NavItem {
  to: string;
  labelKey: MessageKey;
  icon: ReactElement;
  /** Paths that also light this item. */
  match: string[];
}

const PRIMARY: NavItem[] = [
  {
    to: '/screenList',
    labelKey: 'shell.nav.screens',
    icon: <Board20Regular />,
    match: [
      '/screenList',
      '/screenEditor',
      '/screenVersionMan',
      '/createScreen',
      '/dashboard-preview',
      '/group-preview',
    ],
  },
  {
    to: '/mobileScreenList',
    labelKey: 'shell.nav.mobileScreens',
    icon: <PhoneLaptop20Regular />,
    match: ['/mobileScreenList'],
  },
];
const DATA: NavItem[] = [
  { to: '/dataBase', labelKey: 'shell.nav.databases', icon: <Database20Regular />, match: ['/dataBase'] },
  { to: '/dataFile', labelKey: 'shell.nav.files', icon: <DocumentData20Regular />, match: ['/dataFile'] },
  { to: '/dataApi', labelKey: 'shell.nav.apis', icon: <Code20Regular />, match: ['/dataApi'] },
];
const PAD: NavItem = {
  to: '/pad-screen-list',
  labelKey: 'shell.nav.padControl',
  icon: <Tablet20Regular />,
  match: ['/pad-screen-list'],
};

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'stretch', gap: tokens.spacingHorizontalXXS, height: '100%' },
  item: {
    position: 'relative',
    height: '100%',
    borderRadius: 0,
    color: tokens.colorNeutralForeground2,
    fontWeight: tokens.fontWeightRegular,
    '::after': {
      content: '""',
      position: 'absolute',
      left: tokens.spacingHorizontalM,
      right: tokens.spacingHorizontalM,
      bottom: 0,
      height: '3px',
      borderRadius: '3px 3px 0 0',
      backgroundColor: 'transparent',
    },
  },
  active: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    '::after': { backgroundColor: tokens.colorBrandStroke1 },
  },
});

const isActive = (pathname: string, item: NavItem) =>
  item.match.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** Screens, Mobile screens, Data (Databases / Files / APIs), Pad control. */
export function MainNav() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const link = (item: NavItem) => {
    const active = isActive(pathname, item);
    return (
      <Button
        key={item.to}
        as="a"
        href={item.to}
        appearance="subtle"
        icon={item.icon}
        aria-current={active ? 'page' : undefined}
        className={mergeClasses(styles.item, active && styles.active)}
        onClick={(event) => {
          event.preventDefault();
          void navigate(item.to);
        }}
      >
        {t(item.labelKey)}
      </Button>
    );
  };
  const dataActive = DATA.some((item) => isActive(pathname, item));
  return (
    <nav className={styles.root} aria-label={t('shell.mainNav')}>
      {PRIMARY.map(link)}
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<CloudDatabase20Regular />}
            iconPosition="before"
            className={mergeClasses(styles.item, dataActive && styles.active)}
            aria-current={dataActive ? 'page' : undefined}
          >
            {t('shell.nav.data')}
            <ChevronDown12Regular />
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {DATA.map((item) => (
              <MenuItem key={item.to} icon={item.icon} onClick={() => void navigate(item.to)}>
                {t(item.labelKey)}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      {link(PAD)}
    </nav>
  );
}

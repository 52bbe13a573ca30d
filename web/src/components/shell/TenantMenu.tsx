import {
  makeStyles,
  Menu,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  tokens,
  type MenuProps,
} from '@fluentui/react-components';
import { ArrowSync20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { CorpRef } from '../../../../shared/acts/user.js';
import { useSwitchTenant } from '../../tenants/useTenants';

const useStyles = makeStyles({
  current: { maxWidth: '140px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  admin: { color: tokens.colorBrandForeground1 },
});

interface TenantMenuProps {
  tenants: CorpRef[] | undefined;
  current: CorpRef | undefined;
  failed: boolean;
}

/** "Switch workspace" submenu of the user menu: the caller's tenants, the current one checked. */
export function TenantMenu({ tenants, current, failed }: TenantMenuProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { switchTo, switching } = useSwitchTenant();
  const onPick: MenuProps['onCheckedValueChange'] = (_, data) => {
    const corp = tenants?.find((candidate) => candidate._id === data.checkedItems[0]);
    if (corp && corp._id !== current?._id && !switching)
      switchTo(corp, { key: 'shell.switchedTenant', tenant: corp.name });
  };

  return (
    <Menu
      checkedValues={{ tenant: switching ? [switching] : current ? [current._id] : [] }}
      onCheckedValueChange={onPick}
    >
      <MenuTrigger disableButtonEnhancement>
        <MenuItem
          icon={switching ? <Spinner size="extra-tiny" /> : <ArrowSync20Regular />}
          secondaryContent={current ? <span className={styles.current}>{current.name}</span> : undefined}
          data-testid="menu-switch-tenant"
        >
          {t('shell.switchTenant')}
        </MenuItem>
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={t('shell.tenants')} data-testid="tenant-list">
          {tenants ? (
            tenants.map((corp) => (
              <MenuItemRadio
                key={corp._id}
                name="tenant"
                value={corp._id}
                disabled={switching !== null}
                data-testid="tenant-option"
                secondaryContent={
                  corp.is_admin === 1 ? <span className={styles.admin}>{t('shell.administrator')}</span> : undefined
                }
              >
                {corp.name}
              </MenuItemRadio>
            ))
          ) : (
            <MenuItem disabled>
              {failed ? t('shell.tenantsFailed') : <Spinner size="extra-tiny" label={t('shell.tenantsLoading')} />}
            </MenuItem>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

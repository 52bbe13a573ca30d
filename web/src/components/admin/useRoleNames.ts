import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleNames } from './roleLabels';

/** Built-in role names in the UI language (系统管理员 / System administrator …). */
export function useRoleNames(): RoleNames {
  const { t } = useTranslation();
  return useMemo(
    () => ({ builtin: (id) => t(`admin.roles.builtinNames.${id}`), unknown: t('admin.roles.unknown') }),
    [t],
  );
}

import { Dropdown as FluentDropdown, type DropdownProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/**
 * The UI kit's Dropdown with its clear button named in the user's language. The kit renders that
 * button in every dropdown (hidden until a value can be cleared) with an English name, "Clear
 * selection", that a Chinese screen reader would read out. Use this one, never the kit's (lint).
 */
export function Dropdown({ clearButton, ...props }: DropdownProps) {
  const { t } = useTranslation();
  return <FluentDropdown {...props} clearButton={clearButton ?? { 'aria-label': t('common.clearSelection') }} />;
}

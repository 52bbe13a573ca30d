import { SearchBox as FluentSearchBox, type SearchBoxProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/**
 * The UI kit's SearchBox with its clear (dismiss) button named in the user's language: the kit
 * names it "clear", in English, whatever the page's language. Use this one, never the kit's (lint).
 */
export function SearchBox({ dismiss, ...props }: SearchBoxProps) {
  const { t } = useTranslation();
  return <FluentSearchBox {...props} dismiss={dismiss ?? { 'aria-label': t('common.clearSearch') }} />;
}

import {
  Button,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  type MenuProps,
} from '@fluentui/react-components';
import { LocalLanguage20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../app/services';
import { isLanguage } from '../../i18n';

/** The language switch shown on every page (zh / en, stored under `lang`). */
export function LanguageMenu({ appearance = 'subtle' }: { appearance?: 'subtle' | 'transparent' }) {
  const { t } = useTranslation();
  const { language, setLanguage } = usePreferences();
  const onChange: MenuProps['onCheckedValueChange'] = (_, data) => {
    const next = data.checkedItems[0];
    if (isLanguage(next)) setLanguage(next);
  };
  return (
    <Menu checkedValues={{ language: [language] }} onCheckedValueChange={onChange}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance={appearance}
          icon={<LocalLanguage20Regular />}
          // The visible language is the button's name (a voice user says what they see); what it is for is its description.
          title={t('common.language')}
          data-testid="language-menu"
        >
          {t(`common.languages.${language}`)}
        </Button>
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
  );
}

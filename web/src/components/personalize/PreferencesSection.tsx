import { useState } from 'react';
import { Caption1, Option, Radio, RadioGroup, Subtitle2 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { UserPreferences } from '../../../../shared/acts/user.js';
import { DEFAULT_SCREEN_THEME_ID, SCREEN_THEMES } from '../../../../shared/widgets/themes.js';
import { isRpcError } from '../../api/errors';
import { notify } from '../../app/notify';
import { usePreferences, useServices } from '../../app/services';
import { isLanguage } from '../../i18n';
import { Dropdown } from '../common/Dropdown';
import { FormField } from '../common/FormField';
import { useSectionStyles } from './sectionStyles';

/** Language (applied at once, saved on the user) and the theme new blank screens start in. */
export function PreferencesSection({ saved }: { saved: UserPreferences | undefined }) {
  const { t } = useTranslation();
  const styles = useSectionStyles();
  const { rpc } = useServices();
  const { language, setLanguage } = usePreferences();
  const [theme, setTheme] = useState<string | null>(null);
  const shownTheme = theme ?? (saved?.theme || DEFAULT_SCREEN_THEME_ID);

  const save = async (args: { lang?: 'zh' | 'en'; theme?: string }) => {
    try {
      await rpc.call('v1/user/preferences_save', args);
      notify('success', t('personalize.preferences.saved'));
    } catch (error) {
      if (isRpcError(error) && !error.handled) notify('error', error.message);
    }
  };
  const pickLanguage = (next: string) => {
    if (!isLanguage(next)) return;
    setLanguage(next);
    void save({ lang: next });
  };
  const pickTheme = (next: string | undefined) => {
    if (!next) return;
    setTheme(next);
    void save({ theme: next });
  };
  const label = (id: string) => {
    const found = SCREEN_THEMES.find((candidate) => candidate.id === id);
    return found ? t(`editor.settings.themes.${found.labelKey}`) : id;
  };

  return (
    <section className={styles.card} aria-labelledby="personalize-preferences" data-testid="personalize-preferences">
      <Subtitle2 as="h2" id="personalize-preferences" className={styles.title}>
        {t('personalize.preferences.title')}
      </Subtitle2>
      <div className={styles.form}>
        <FormField label={t('personalize.preferences.language')}>
          <RadioGroup
            layout="horizontal"
            value={language}
            onChange={(_, data) => pickLanguage(data.value)}
            data-testid="language-choice"
          >
            <Radio value="zh" label={t('common.languages.zh')} lang="zh-CN" />
            <Radio value="en" label={t('common.languages.en')} lang="en" />
          </RadioGroup>
        </FormField>
        <FormField label={t('personalize.preferences.theme')}>
          <Dropdown
            value={label(shownTheme)}
            selectedOptions={[shownTheme]}
            onOptionSelect={(_, data) => pickTheme(data.optionValue)}
            data-testid="theme-choice"
          >
            {SCREEN_THEMES.map((option) => (
              <Option key={option.id} value={option.id} text={label(option.id)}>
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: 14,
                    height: 14,
                    borderRadius: 3,
                    marginInlineEnd: 8,
                    background: `linear-gradient(135deg, ${option.background} 50%, ${option.colors[0] ?? option.text} 50%)`,
                  }}
                />
                {label(option.id)}
              </Option>
            ))}
          </Dropdown>
        </FormField>
        <Caption1 className={styles.hint}>{t('personalize.preferences.themeHint')}</Caption1>
      </div>
    </section>
  );
}

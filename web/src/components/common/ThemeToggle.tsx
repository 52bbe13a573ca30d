import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../app/services';
import { PlainButton } from '../plain/Button';
import { WeatherMoon20Regular, WeatherSunny20Regular } from '../plain/icons';

/** Light / dark, stored under `theme`. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, setTheme } = usePreferences();
  const label = theme === 'dark' ? t('common.switchToLight') : t('common.switchToDark');
  return (
    <PlainButton
      icon={theme === 'dark' ? <WeatherSunny20Regular /> : <WeatherMoon20Regular />}
      aria-label={label}
      title={label}
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
    />
  );
}

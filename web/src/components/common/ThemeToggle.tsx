import { Button, Tooltip } from '@fluentui/react-components';
import { WeatherMoon20Regular, WeatherSunny20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../app/services';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, setTheme } = usePreferences();
  const label = theme === 'dark' ? t('common.switchToLight') : t('common.switchToDark');
  return (
    <Tooltip content={label} relationship="label">
      <Button
        appearance="subtle"
        icon={theme === 'dark' ? <WeatherSunny20Regular /> : <WeatherMoon20Regular />}
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      />
    </Tooltip>
  );
}

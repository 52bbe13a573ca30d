import { useTranslation } from 'react-i18next';
import { Waiting } from '../components/common/Waiting';

/** What the app shows while it starts, or while a page's code is on its way. */
export function BootSplash() {
  const { t } = useTranslation();
  return <Waiting label={t('common.starting')} screen />;
}

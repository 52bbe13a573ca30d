import { Caption1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { VersionTag } from './VersionTag';

/** The copyright line and version every frame's footer shows. */
export function FooterContent() {
  const { t } = useTranslation();
  const { config } = useServices();
  return (
    <>
      <Caption1>
        {t('common.copyright', { year: new Date().getFullYear(), name: config.logoTextName || 'Wallboard' })}
      </Caption1>
      <VersionTag />
    </>
  );
}

import { makeStyles, typographyStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { VersionTag } from './VersionTag';

const useStyles = makeStyles({ caption: typographyStyles.caption1 });

/** The copyright line and version every frame's footer shows. */
export function FooterContent() {
  const { t } = useTranslation();
  const { config } = useServices();
  const styles = useStyles();
  return (
    <>
      <span className={styles.caption}>
        {t('common.copyright', { year: new Date().getFullYear(), name: config.logoTextName || 'Wallboard' })}
      </span>
      <VersionTag />
    </>
  );
}

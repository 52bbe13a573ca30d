import { lazy, Suspense } from 'react';
import { makeStyles, typographyStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';

/** The version comes from the server after the page has drawn, so its code loads then too. */
const VersionTag = lazy(() => import('./VersionTag').then((m) => ({ default: m.VersionTag })));

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
      <Suspense fallback={null}>
        <VersionTag />
      </Suspense>
    </>
  );
}

import { lazy } from 'react';
import { makeStyles, typographyStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { OpenedOnce } from './OpenedOnce';

/** The version comes from the server once the page has drawn and is idle, and its code with it. */
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
      <OpenedOnce open={false} whenIdle>
        <VersionTag />
      </OpenedOnce>
    </>
  );
}

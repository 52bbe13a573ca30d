import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useVersion } from '../../api/hooks';

const useStyles = makeStyles({ root: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground3 } });

/** `Version x · build y` from GET /chameleon/start. */
export function VersionTag() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { data, error } = useVersion();
  const text = data
    ? data.build
      ? t('common.versionBuild', { version: data.version, build: data.build })
      : t('common.version', { version: data.version })
    : error
      ? t('common.versionUnknown')
      : '';
  return (
    <span className={styles.root} data-testid="app-version">
      {text}
    </span>
  );
}

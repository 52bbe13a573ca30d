import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  splash: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** What the app shows while it starts, or while a page's code is on its way. */
export function BootSplash() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.splash}>
      <Spinner size="large" label={t('common.starting')} labelPosition="below" />
    </div>
  );
}

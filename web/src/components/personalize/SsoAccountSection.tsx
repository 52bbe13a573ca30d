import { Body1, Subtitle2 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSectionStyles } from './sectionStyles';

/** In place of the profile and password sections when single sign-on opened the session: why they are not here. */
export function SsoAccountSection() {
  const { t } = useTranslation();
  const styles = useSectionStyles();
  return (
    <section className={styles.card} aria-labelledby="personalize-sso" data-testid="personalize-sso">
      <Subtitle2 as="h2" id="personalize-sso" className={styles.title}>
        {t('personalize.sso.title')}
      </Subtitle2>
      <Body1>{t('personalize.sso.note')}</Body1>
    </section>
  );
}

import { Caption1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { UserPreferences } from '../../../../shared/acts/user.js';
import { useStoredUser } from '../../api/profile';
import { useSessionKey } from '../../api/sessionKey';
import { useServices } from '../../app/services';
import { AccountCard } from '../admin/AccountCard';
import { useListPageStyles } from '../common/listPageStyles';
import { PasswordSection } from './PasswordSection';
import { PreferencesSection } from './PreferencesSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { SsoAccountSection } from './SsoAccountSection';
import { SsoLinkSection } from './SsoLinkSection';

const useStyles = makeStyles({
  root: { flex: 1, minHeight: 0, overflow: 'auto', display: 'flex', flexDirection: 'column' },
  sections: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `0 ${tokens.spacingHorizontalXXL} ${tokens.spacingVerticalXXL}`,
    maxWidth: '1080px',
  },
});

/**
 * /user/personalize: profile, language and default theme, password, the workspace's single
 * sign-on link, active sessions. A session a workspace's identity provider opened changes nothing
 * account-wide (docs/sso.md): the profile, password and link sections give way to a note saying why.
 */
export function PersonalizePage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const page = useListPageStyles();
  const { rpc } = useServices();
  const { sso } = useStoredUser();
  const preferences = useSWR<UserPreferences>(['v1/user/preferences', useSessionKey()], () =>
    rpc.call('v1/user/preferences', {}),
  );
  return (
    <div className={styles.root} data-testid="personalize-page">
      <header className={page.header}>
        <div className={page.top}>
          <div className={page.heading}>
            <Title2 as="h1" className={page.title}>
              {t('personalize.title')}
            </Title2>
            <Caption1 className={page.sub}>{t('personalize.subtitle')}</Caption1>
          </div>
          <AccountCard />
        </div>
      </header>
      <div className={styles.sections}>
        {sso ? <SsoAccountSection /> : <ProfileSection />}
        <PreferencesSection key={preferences.data ? 'loaded' : 'loading'} saved={preferences.data} />
        {sso ? null : <PasswordSection />}
        {sso ? null : <SsoLinkSection />}
        <SessionsSection />
      </div>
    </div>
  );
}

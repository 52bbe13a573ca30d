import { useEffect, useState, type FormEvent } from 'react';
import {
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { LockClosed24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { shareRoute } from '../../../shared/protocol/routes.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { errorText } from '../i18n/errorTexts';
import { CLIENT_CODES, isRpcError } from '../api/errors';
import { usePreferences } from '../app/services';
import { PublicFrame } from '../components/common/PublicFrame';
import { storeAccess } from './access';
import { loadPublicShareCalls } from './publicCalls';
import type { SharePageProps } from './SharePage';
import { ShareFluent } from './ShareFluent';
import { ShareServices } from './ShareServices';
import { ShareStatus } from './ShareStatus';

const useStyles = makeStyles({
  root: { flex: 1, display: 'grid', placeItems: 'center', padding: tokens.spacingHorizontalXXL },
  card: {
    width: 'min(400px, 100%)',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
  badge: {
    display: 'grid',
    placeItems: 'center',
    width: '48px',
    height: '48px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
  },
  hint: { color: tokens.colorNeutralForeground3 },
  title: { margin: 0 },
});

/** Codes that mean the link itself is gone: shown as a page, not under the field. */
const LINK_GONE: number[] = [
  ErrorCode.SCREEN_SHARE_CLOSED,
  ErrorCode.SCREEN_SHARE_FAILED,
  ErrorCode.SCREEN_SHARE_EXPIRED,
];

/**
 * Password entry of a share link (docs/ARCHITECTURE.md#web-app-routes: /screen-share/share/{id}/screen and
 * /group-share/share/{id}/screen_group). The password is exchanged for a short-lived access
 * token kept in this tab; then the share's own page opens.
 */
export function SharePasswordPage({ kind, token, go }: SharePageProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<number | null>(null);
  const [gone, setGone] = useState<number | null>(null);

  // A link that is cancelled, unknown or open needs no password form.
  useEffect(() => {
    let live = true;
    loadPublicShareCalls(kind)
      .then((calls) => calls.before(token))
      .then(
        (before) => live && !before.password && go(shareRoute(kind, token)),
        (error: unknown) => live && setGone(isRpcError(error) && LINK_GONE.includes(error.code) ? error.code : null),
      );
    return () => {
      live = false;
    };
  }, [go, kind, token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    setBusy(true);
    setProblem(null);
    try {
      const calls = await loadPublicShareCalls(kind);
      storeAccess(window.sessionStorage, token, await calls.check(token, password));
      go(shareRoute(kind, token));
    } catch (error) {
      const code = isRpcError(error) ? error.code : CLIENT_CODES.network;
      if (LINK_GONE.includes(code)) setGone(code);
      else setProblem(code);
    } finally {
      setBusy(false);
    }
  };

  if (gone !== null) return <ShareStatus code={gone} />;
  return (
    <ShareFluent>
      <ShareServices>
        <PublicFrame>
          <div className={styles.root}>
            <form
              className={styles.card}
              onSubmit={(event) => void submit(event)}
              data-testid="share-password"
              aria-labelledby="share-password-title"
            >
              <span className={styles.badge} aria-hidden="true">
                <LockClosed24Regular />
              </span>
              <Title2 as="h1" id="share-password-title" className={styles.title}>
                {t('share.passwordTitle')}
              </Title2>
              <Body1 className={styles.hint}>{t('share.passwordHint')}</Body1>
              <Field label={t('share.passwordLabel')} required>
                <Input
                  type="password"
                  value={password}
                  autoFocus
                  autoComplete="off"
                  onChange={(_, data) => setPassword(data.value)}
                  disabled={busy}
                />
              </Field>
              {problem !== null ? (
                <MessageBar intent="error" data-testid="form-error" data-code={problem}>
                  <MessageBarBody>
                    {problem === CLIENT_CODES.network ? t('share.states.failed') : errorText(problem, language)}
                  </MessageBarBody>
                </MessageBar>
              ) : null}
              <Button
                type="submit"
                appearance="primary"
                size="large"
                disabled={busy || !password}
                icon={busy ? <Spinner size="tiny" /> : undefined}
              >
                {t('share.open')}
              </Button>
            </form>
          </div>
        </PublicFrame>
      </ShareServices>
    </ShareFluent>
  );
}

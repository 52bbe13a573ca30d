import { useEffect, useState } from 'react';
import {
  Badge,
  Body1,
  Button,
  Caption1,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Spinner,
  Subtitle2,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { Copy20Regular, Open20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { shareExpiry, sharePassword, type ShareInfo, type ShareKind } from '../../../../shared/acts/link-share.js';
import { ErrorCode, type ErrorCodeValue } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../i18n/errorTexts';
import { firstErrorCode } from '../../../../shared/validation/issues.js';
import { isRpcError } from '../../api/errors';
import { useGrants } from '../../api/grants';
import { isShareLive, shareUrl, useShareCalls, useShareInfo } from '../../api/linkShare';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { currentLanguage } from '../../i18n';
import { FormDialog } from '../common/FormDialog';

const useStyles = makeStyles({
  surface: { maxWidth: '640px' },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  link: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  grow: { flex: 1, minWidth: 0 },
  settings: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  wide: { gridColumn: '1 / -1' },
  passwordRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  log: { maxHeight: '200px', overflow: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface LinkShareTarget {
  kind: ShareKind;
  id: string;
  name: string;
}

const STATE_COLOUR = { off: 'informative', on: 'success', password: 'brand', closed: 'warning' } as const;

/** A date as the `datetime-local` input writes it, in local time. */
function localInput(ms: number | null): string {
  if (ms === null) return '';
  const date = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
}

/** The `datetime-local` input's value as epoch ms; null when it is empty. */
function expiryOf(value: string): number | null {
  return value ? new Date(value).getTime() : null;
}

/** What the server would answer for the expiry, by the act's own schema (none for an empty field: never expires). */
function expiryIssue(value: string): ErrorCodeValue | undefined {
  const at = expiryOf(value);
  if (at === null) return undefined;
  const checked = shareExpiry.safeParse(at);
  return checked.success ? undefined : firstErrorCode(checked.error, at);
}

/** What the server would answer for a new password, by the act's own schema (none for an empty field: no change). */
function passwordIssue(password: string): ErrorCodeValue | undefined {
  if (!password) return undefined;
  const checked = sharePassword.safeParse(password);
  return checked.success ? undefined : firstErrorCode(checked.error, password);
}

/**
 * The owner's link sharing of one screen or group: on/off, the link to copy, an optional
 * password (set, change, remove), expiry and embed domains, and who opened the link.
 */
export function LinkShareDialog({ target, onClose }: { target: LinkShareTarget; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const { kind } = target;
  const calls = useShareCalls(kind);
  const { data: info, error, isLoading, mutate } = useShareInfo(kind, target.id);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState('');
  /** Show the password's rule once the owner has left the field or tried to save. */
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [expiry, setExpiry] = useState('');
  /** The expiry's refusal, by the schema before saving or by the server's answer. */
  const [expiryCode, setExpiryCode] = useState<ErrorCodeValue | undefined>();
  const [domains, setDomains] = useState('');

  useEffect(() => {
    setExpiry(localInput(info?.expires_at ?? null));
    setExpiryCode(undefined);
    setDomains((info?.embed_domains ?? []).join(', '));
    setPassword('');
    setPasswordTouched(false);
  }, [info]);
  const passwordCode = passwordTouched ? passwordIssue(password) : undefined;

  const live = isShareLive(info);
  // A role without "share by link" may still stop a share, never start one (docs/permissions.md).
  const { data: grants } = useGrants();
  const mayShare = !grants || grants.permissions.includes('share_link');
  const run = async (work: () => Promise<ShareInfo>, done?: string) => {
    setBusy(true);
    try {
      await mutate(await work(), { revalidate: false });
      if (done) notify('success', done);
    } catch (failure) {
      if (isRpcError(failure) && failure.code === ErrorCode.SHARE_EXPIRY_PAST) setExpiryCode(failure.code);
      else reportError(failure);
    } finally {
      setBusy(false);
    }
  };
  const toggle = (on: boolean) =>
    void run(() => (on ? calls.add(target.id) : calls.remove(target.id)), on ? undefined : t('linkShare.stopped'));
  const saveSettings = () => {
    const expiryRefused = expiryIssue(expiry);
    setExpiryCode(expiryRefused);
    if (passwordIssue(password) !== undefined) setPasswordTouched(true);
    if (passwordIssue(password) !== undefined || expiryRefused !== undefined) return;
    void run(
      () =>
        calls.add(target.id, {
          expires_at: expiryOf(expiry),
          embed_domains: domains
            .split(/[\s,]+/)
            .map((d) => d.trim())
            .filter(Boolean),
          ...(password ? { password } : {}),
        }),
      t('linkShare.saved'),
    );
  };
  const copy = async () => {
    if (!info) return;
    await navigator.clipboard
      .writeText(shareUrl(info))
      .then(() => notify('success', t('linkShare.copied')), reportError);
  };
  const time = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'short',
    timeStyle: 'medium',
  });

  return (
    <FormDialog open busy={busy} onClose={onClose} testId="link-share-dialog" surfaceClassName={styles.surface}>
      <DialogBody>
        <DialogTitle>{t('linkShare.title')}</DialogTitle>
        <DialogContent className={styles.body}>
          <Body1 as="p" className={styles.intro}>
            {t(kind === 'screen' ? 'linkShare.subtitle' : 'linkShare.groupSubtitle', { name: target.name })}
          </Body1>
          {isLoading || !info ? (
            error ? (
              <Body1 role="alert">{t('share.states.failed')}</Body1>
            ) : (
              <Spinner size="small" label={t('common.loading')} />
            )
          ) : (
            <>
              <div className={styles.row}>
                <Switch
                  label={t('linkShare.enable')}
                  checked={live}
                  disabled={busy || (!live && !mayShare)}
                  onChange={(_, data) => toggle(data.checked)}
                />
                <Badge
                  appearance="tint"
                  color={STATE_COLOUR[info.state]}
                  data-testid="share-state"
                  data-state={info.state}
                >
                  {t(`linkShare.states.${info.state}`)}
                </Badge>
              </div>
              {!live && !mayShare ? (
                <Caption1 className={styles.muted} data-testid="share-not-allowed">
                  {errorText(ErrorCode.FUNCTION_PERMISSION_DENIED, currentLanguage())}
                </Caption1>
              ) : null}
              {info.state === 'closed' ? (
                <Caption1 className={styles.muted}>{t('linkShare.closedHint')}</Caption1>
              ) : null}
              {live ? (
                <>
                  <Field label={t('linkShare.link')}>
                    <div className={styles.link}>
                      <Input
                        className={styles.grow}
                        readOnly
                        value={shareUrl(info)}
                        data-testid="share-link"
                        onFocus={(event) => event.target.select()}
                      />
                      <Button icon={<Copy20Regular />} onClick={() => void copy()}>
                        {t('linkShare.copy')}
                      </Button>
                      <Button
                        icon={<Open20Regular />}
                        as="a"
                        href={shareUrl(info)}
                        target="_blank"
                        rel="noopener"
                        aria-label={t('linkShare.open')}
                      />
                    </div>
                  </Field>
                  <div className={styles.settings}>
                    <Field
                      className={styles.wide}
                      label={t('linkShare.password')}
                      hint={info.state === 'password' ? t('linkShare.passwordSet') : undefined}
                      validationState={passwordCode !== undefined ? 'error' : 'none'}
                      validationMessage={
                        passwordCode !== undefined ? errorText(passwordCode, currentLanguage()) : undefined
                      }
                    >
                      <div className={styles.passwordRow}>
                        <Input
                          className={styles.grow}
                          type="password"
                          autoComplete="new-password"
                          value={password}
                          placeholder={t('linkShare.passwordPlaceholder')}
                          onChange={(_, data) => setPassword(data.value)}
                          onBlur={() => setPasswordTouched(true)}
                          data-testid="share-password-input"
                          aria-label={t(
                            info.state === 'password' ? 'linkShare.changePassword' : 'linkShare.setPassword',
                          )}
                        />
                        {info.state === 'password' ? (
                          <Button
                            disabled={busy}
                            onClick={() =>
                              void run(() => calls.add(target.id, { password: null }), t('linkShare.saved'))
                            }
                          >
                            {t('linkShare.clearPassword')}
                          </Button>
                        ) : null}
                      </div>
                    </Field>
                    <Field
                      label={t('linkShare.expiry')}
                      hint={t('linkShare.expiryHint')}
                      validationState={expiryCode !== undefined ? 'error' : 'none'}
                      validationMessage={
                        expiryCode !== undefined ? errorText(expiryCode, currentLanguage()) : undefined
                      }
                      data-testid="share-expiry-field"
                    >
                      <Input
                        type="datetime-local"
                        value={expiry}
                        min={localInput(Date.now())}
                        onChange={(_, data) => {
                          setExpiry(data.value);
                          setExpiryCode(undefined);
                        }}
                        aria-label={t('linkShare.expiry')}
                        data-testid="share-expiry-input"
                      />
                    </Field>
                    <Field label={t('linkShare.embed')} hint={t('linkShare.embedHint')}>
                      <Input
                        value={domains}
                        placeholder={t('linkShare.embedPlaceholder')}
                        onChange={(_, data) => setDomains(data.value)}
                      />
                    </Field>
                    <div className={styles.wide}>
                      <Button appearance="primary" disabled={busy} onClick={saveSettings}>
                        {t('linkShare.save')}
                      </Button>
                    </div>
                  </div>
                </>
              ) : null}
              {info.state !== 'off' ? (
                <section aria-label={t('linkShare.log')}>
                  <Subtitle2 as="h3" block>
                    {t('linkShare.log')}
                  </Subtitle2>
                  {info.log.length === 0 ? (
                    <Caption1 as="p" block className={styles.muted}>
                      {t('linkShare.logEmpty')}
                    </Caption1>
                  ) : (
                    <div className={styles.log}>
                      <Table size="small" aria-label={t('linkShare.log')} data-testid="share-log">
                        <TableHeader>
                          <TableRow>
                            <TableHeaderCell>{t('linkShare.logTime')}</TableHeaderCell>
                            <TableHeaderCell>{t('linkShare.logResult')}</TableHeaderCell>
                            <TableHeaderCell>{t('linkShare.logClient')}</TableHeaderCell>
                          </TableRow>
                        </TableHeader>
                        <TableBody>
                          {info.log.map((entry, index) => (
                            <TableRow key={`${entry.at}-${index}`} data-result={entry.result}>
                              <TableCell>{time.format(entry.at)}</TableCell>
                              <TableCell>{t(`linkShare.results.${entry.result}`)}</TableCell>
                              <TableCell>{entry.client}</TableCell>
                            </TableRow>
                          ))}
                        </TableBody>
                      </Table>
                    </div>
                  )}
                </section>
              ) : null}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose} disabled={busy}>
            {t('linkShare.close')}
          </Button>
        </DialogActions>
      </DialogBody>
    </FormDialog>
  );
}

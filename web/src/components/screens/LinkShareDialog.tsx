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
import type { ShareInfo } from '../../../../shared/acts/link-share.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../i18n/errorTexts';
import { shareUrl } from '../../api/linkShare';
import { currentLanguage } from '../../i18n';
import { FormDialog } from '../common/FormDialog';
import { localInput, useLinkShare, type LinkShareTarget } from './useLinkShare';

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

const STATE_COLOUR = { off: 'informative', on: 'success', password: 'brand', closed: 'warning' } as const;

/**
 * The owner's link sharing of one screen or group: on/off, the link to copy, an optional
 * password (set, change, remove), expiry and embed domains, and who opened the link.
 */
export function LinkShareDialog({ target, onClose }: { target: LinkShareTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const share = useLinkShare(target);
  const { info, busy, live, mayShare } = share;

  return (
    <FormDialog open busy={busy} onClose={onClose} testId="link-share-dialog" surfaceClassName={styles.surface}>
      <DialogBody>
        <DialogTitle>{t('linkShare.title')}</DialogTitle>
        <DialogContent className={styles.body}>
          <Body1 as="p" className={styles.intro}>
            {t(target.kind === 'screen' ? 'linkShare.subtitle' : 'linkShare.groupSubtitle', { name: target.name })}
          </Body1>
          {share.isLoading || !info ? (
            share.error ? (
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
                  onChange={(_, data) => share.toggle(data.checked)}
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
              {live ? <ShareSettings share={share} info={info} /> : null}
              {info.state !== 'off' ? <ShareLog info={info} /> : null}
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

/** The link to copy or open, then the settings: password, expiry, embed domains. */
function ShareSettings({ share, info }: { share: ReturnType<typeof useLinkShare>; info: ShareInfo }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
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
          <Button icon={<Copy20Regular />} onClick={() => void share.copy()}>
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
        <SharePasswordField share={share} info={info} />
        <Field
          label={t('linkShare.expiry')}
          hint={t('linkShare.expiryHint')}
          validationState={share.expiryCode !== undefined ? 'error' : 'none'}
          validationMessage={
            share.expiryCode !== undefined ? errorText(share.expiryCode, currentLanguage()) : undefined
          }
          data-testid="share-expiry-field"
        >
          <Input
            type="datetime-local"
            value={share.expiry}
            min={localInput(Date.now())}
            onChange={(_, data) => share.changeExpiry(data.value)}
            aria-label={t('linkShare.expiry')}
            data-testid="share-expiry-input"
          />
        </Field>
        <Field label={t('linkShare.embed')} hint={t('linkShare.embedHint')}>
          <Input
            value={share.domains}
            placeholder={t('linkShare.embedPlaceholder')}
            onChange={(_, data) => share.setDomains(data.value)}
          />
        </Field>
        <div className={styles.wide}>
          <Button appearance="primary" disabled={share.busy} onClick={share.saveSettings}>
            {t('linkShare.save')}
          </Button>
        </div>
      </div>
    </>
  );
}

/** Who opened the link, newest first, and how it went. */
function ShareLog({ info }: { info: ShareInfo }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const time = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (
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
  );
}

/** A new password for the link, with its rule once the field is left, and removing the one set. */
function SharePasswordField({ share, info }: { share: ReturnType<typeof useLinkShare>; info: ShareInfo }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Field
      className={styles.wide}
      label={t('linkShare.password')}
      hint={info.state === 'password' ? t('linkShare.passwordSet') : undefined}
      validationState={share.passwordCode !== undefined ? 'error' : 'none'}
      validationMessage={
        share.passwordCode !== undefined ? errorText(share.passwordCode, currentLanguage()) : undefined
      }
    >
      <div className={styles.passwordRow}>
        <Input
          className={styles.grow}
          type="password"
          autoComplete="new-password"
          value={share.password}
          placeholder={t('linkShare.passwordPlaceholder')}
          onChange={(_, data) => share.setPassword(data.value)}
          onBlur={share.touchPassword}
          data-testid="share-password-input"
          aria-label={t(info.state === 'password' ? 'linkShare.changePassword' : 'linkShare.setPassword')}
        />
        {info.state === 'password' ? (
          <Button disabled={share.busy} onClick={share.clearPassword}>
            {t('linkShare.clearPassword')}
          </Button>
        ) : null}
      </div>
    </Field>
  );
}

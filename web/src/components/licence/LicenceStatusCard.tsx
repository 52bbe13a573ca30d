import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  Field,
  makeStyles,
  mergeClasses,
  ProgressBar,
  Subtitle2,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { Copy16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { LicenseStatus } from '../../../../shared/acts/license.js';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { usePreferences } from '../../app/services';
import { absoluteDate } from '../../screenList/relativeTime';

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'center',
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  expired: { color: tokens.colorPaletteRedForeground1 },
  fingerprint: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  code: { fontFamily: tokens.fontFamilyMonospace, flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Share of the user limit at which the bar turns to a warning. */
const NEAR_LIMIT = 0.8;

/** The tenant's edition, licensee, seats, end date and the fingerprint to send to sales. */
export function LicenceStatusCard({ status }: { status: LicenseStatus }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const share = status.max_users > 0 ? Math.min(1, status.users / status.max_users) : 1;
  const copy = () =>
    void navigator.clipboard
      .writeText(status.fingerprint)
      .then(() => notify('success', t('licence.fingerprintCopied')), reportError);
  return (
    <Card data-testid="licence-status" data-edition={status.edition} data-expired={String(status.expired)}>
      <div className={styles.head}>
        <Subtitle2 as="h2">{status.tenant_name}</Subtitle2>
        <Badge appearance="tint" color={status.edition === 'standard' ? 'brand' : 'informative'}>
          {t(`licence.edition.${status.edition}`)}
        </Badge>
        {status.expired ? (
          <Badge appearance="filled" color="danger" data-testid="licence-expired">
            {t('licence.expired')}
          </Badge>
        ) : null}
      </div>
      <dl className={styles.grid}>
        {status.licensee ? (
          <>
            <dt className={styles.term}>{t('licence.licensee')}</dt>
            <dd className={styles.value} data-testid="licence-licensee">
              {status.licensee}
            </dd>
          </>
        ) : null}
        <dt className={styles.term}>{t('licence.users')}</dt>
        <dd className={styles.value}>
          <Field
            validationMessage={t('licence.usersOf', { users: status.users, max: status.max_users })}
            validationState="none"
          >
            <ProgressBar
              aria-label={t('licence.users')}
              value={share}
              thickness="large"
              color={share >= 1 ? 'error' : share >= NEAR_LIMIT ? 'warning' : 'brand'}
              data-testid="licence-users"
            />
          </Field>
        </dd>
        <dt className={styles.term}>{status.expired ? t('licence.endedOn') : t('licence.endsOn')}</dt>
        <dd className={mergeClasses(styles.value, status.expired && styles.expired)} data-testid="licence-ends">
          {absoluteDate(status.expires_at, language)}
        </dd>
      </dl>
      <Body1>{t('licence.fingerprintHelp')}</Body1>
      <div className={styles.fingerprint}>
        <span className={styles.code} data-testid="licence-fingerprint">
          {status.fingerprint}
        </span>
        <Tooltip content={t('licence.copyFingerprint')} relationship="label">
          <Button appearance="subtle" icon={<Copy16Regular />} onClick={copy} data-testid="licence-copy" />
        </Tooltip>
      </div>
      {status.can_update ? null : <Caption1 className={styles.muted}>{t('licence.askAdministrator')}</Caption1>}
    </Card>
  );
}

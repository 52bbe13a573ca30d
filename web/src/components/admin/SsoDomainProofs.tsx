import { useState } from 'react';
import {
  Badge,
  Button,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  CheckmarkCircle20Regular,
  Clock20Regular,
  Copy20Regular,
  ShieldCheckmark20Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SsoDomainView } from '../../../../shared/acts/sso.js';
import { isRpcError } from '../../api/errors';
import { useSsoSettings } from '../../api/sso';
import { notify } from '../../app/notify';

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
  domain: {
    display: 'grid',
    minWidth: 0,
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  name: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold },
  record: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr) max-content',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
  },
  label: { color: tokens.colorNeutralForeground3, margin: 0 },
  value: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere', margin: 0 },
  row: { display: 'contents' },
  actions: { display: 'flex', justifyContent: 'flex-start' },
});

/**
 * The saved e-mail domains of `/user?tab=sso`, each with the TXT record that proves it and a
 * "Verify" that has the server look it up (docs/sso.md#domain-ownership). A domain routes
 * `/ssosaas` to this workspace only once verified.
 */
export function SsoDomainProofs({ proofs }: { proofs: readonly SsoDomainView[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (proofs.length === 0) return null;
  return (
    <section className={styles.list} aria-label={t('admin.sso.proofs.title')} data-testid="sso-domain-proofs">
      <Caption1 as="p" className={styles.hint}>
        {t('admin.sso.proofs.intro')}
      </Caption1>
      {proofs.map((proof) => (
        <DomainProof key={proof.domain} proof={proof} />
      ))}
    </section>
  );
}

function DomainProof({ proof }: { proof: SsoDomainView }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { verifyDomain } = useSsoSettings();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const verify = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const view = await verifyDomain(proof.domain);
      if (view.domain_proofs.some((p) => p.domain === proof.domain && p.verified)) {
        notify('success', t('admin.sso.proofs.verifiedNotice', { domain: proof.domain }));
      }
    } catch (error) {
      setFailure(isRpcError(error) ? error.message : t('admin.sso.proofs.verifyFailed'));
    } finally {
      setBusy(false);
    }
  };

  const copy = (text: string) => {
    void navigator.clipboard.writeText(text).then(() => notify('success', t('admin.sso.copied')));
  };

  const rows = [
    { key: 'type', label: t('admin.sso.proofs.type'), value: proof.record.type, copyLabel: null },
    {
      key: 'name',
      label: t('admin.sso.proofs.name'),
      value: proof.record.name,
      copyLabel: t('admin.sso.proofs.copyName'),
    },
    {
      key: 'value',
      label: t('admin.sso.proofs.value'),
      value: proof.record.value,
      copyLabel: t('admin.sso.proofs.copyValue'),
    },
  ];

  return (
    <div
      className={styles.domain}
      data-testid={`sso-domain-${proof.domain}`}
      data-verified={proof.verified ? 'true' : 'false'}
    >
      <div className={styles.head}>
        <Text className={styles.name}>{proof.domain}</Text>
        {proof.verified ? (
          <Badge appearance="tint" color="success" icon={<CheckmarkCircle20Regular />} data-testid="sso-domain-state">
            {t('admin.sso.proofs.verified')}
          </Badge>
        ) : (
          <Badge appearance="tint" color="warning" icon={<Clock20Regular />} data-testid="sso-domain-state">
            {t('admin.sso.proofs.pending')}
          </Badge>
        )}
      </div>
      <Caption1 as="p" className={styles.hint}>
        {proof.verified ? t('admin.sso.proofs.verifiedHint') : t('admin.sso.proofs.pendingHint')}
      </Caption1>
      <dl className={styles.record}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row}>
            <dt className={styles.label}>{row.label}</dt>
            <dd className={styles.value} data-testid={`sso-domain-record-${row.key}`}>
              {row.value}
            </dd>
            <dd className={styles.label}>
              {row.copyLabel ? (
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<Copy20Regular />}
                  aria-label={row.copyLabel}
                  title={row.copyLabel}
                  onClick={() => copy(row.value)}
                />
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {failure ? (
        <MessageBar intent="error" layout="multiline" data-testid="sso-domain-error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
      {proof.verified ? null : (
        <div className={styles.actions}>
          <Button
            appearance="secondary"
            icon={busy ? <Spinner size="tiny" /> : <ShieldCheckmark20Regular />}
            disabledFocusable={busy}
            onClick={() => void verify()}
            data-testid="sso-domain-verify"
          >
            {busy ? t('admin.sso.proofs.verifying') : t('admin.sso.proofs.verify')}
          </Button>
        </div>
      )}
    </div>
  );
}

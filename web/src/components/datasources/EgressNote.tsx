import { Button, Caption1, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { Copy16Regular, Globe20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useDatasourceEnvironment } from '../../api/datasources';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
  },
  icon: { flexShrink: 0, marginTop: '2px', color: tokens.colorNeutralForeground3 },
  text: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  ip: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * Where the deployment's queries come from, for the database's firewall: its fixed public
 * address, or (locally, no such address) that queries come from this machine.
 */
export function EgressNote() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { data } = useDatasourceEnvironment(true);
  if (!data) return null;
  const ip = data.egress_ip;
  const copy = () =>
    void navigator.clipboard.writeText(ip).then(() => notify('success', t('datasources.egress.copied')), reportError);
  return (
    <div className={styles.root} data-testid="egress-note">
      <Globe20Regular className={styles.icon} />
      <div className={styles.text}>
        {ip ? (
          <span>
            {t('datasources.egress.allow')} <span className={styles.ip}>{ip}</span>{' '}
            <Tooltip content={t('datasources.egress.copy')} relationship="label">
              <Button size="small" appearance="transparent" icon={<Copy16Regular />} onClick={copy} />
            </Tooltip>
          </span>
        ) : (
          <span>{t('datasources.egress.local')}</span>
        )}
        {data.allowed_private.length > 0 ? (
          <Caption1 className={styles.muted}>
            {t('datasources.egress.private', { hosts: data.allowed_private.join(', ') })}
          </Caption1>
        ) : null}
      </div>
    </div>
  );
}

import { Badge, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AuditAction, AuditEntry } from '../../../../shared/acts/audit.js';
import type { RoleView } from '../../../../shared/acts/roles.js';
import { usePreferences } from '../../app/services';
import { EntityTable } from '../common/EntityTable';
import { useListTableStyles } from '../common/listPageStyles';
import { auditTime } from './auditQuery';
import { auditTexts } from './auditText';
import { useRoleNames } from './useRoleNames';

const useStyles = makeStyles({
  table: { minWidth: '1080px', tableLayout: 'fixed' },
  row: { height: '48px' },
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  time: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

/** Refusals and lock-outs stand out; role administration and secrets handed out in the brand colour; the rest neutral. */
const TONE: Partial<Record<AuditAction, BadgeProps['color']>> = {
  sign_in_failed: 'warning',
  lockout: 'danger',
  permission_denied: 'danger',
  role_change: 'brand',
  role_add: 'brand',
  role_edit: 'brand',
  role_remove: 'brand',
  member_change: 'brand',
  api_token_add: 'brand',
  api_token_remove: 'brand',
  push_channel_add: 'brand',
  push_channel_remove: 'brand',
  push_channel_renew: 'brand',
  clearance_change: 'brand',
  audit_settings: 'brand',
};

/** The audit entries: when (in the user's locale and time zone), what, by whom, to what, detail (in words, auditText.ts) and address. */
export function AuditTable({
  entries,
  roles,
}: {
  entries: readonly AuditEntry[];
  /** The tenant's roles when the reader may list them, to name the roles of a role change. */
  roles: readonly RoleView[] | undefined;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const base = useListTableStyles();
  const names = useRoleNames();
  const texts = (entry: AuditEntry) => auditTexts(entry, { t, roles, roleNames: names });
  return (
    <EntityTable
      items={entries}
      className={styles.table}
      size="small"
      label={t('admin.audit.label')}
      testId="audit-table"
      rowTestId="audit-row"
      rowClassName={styles.row}
      rowData={(entry) => ({ 'data-action': entry.action })}
      columns={[
        {
          key: 'time',
          label: t('admin.audit.time'),
          width: '17%',
          className: styles.time,
          cell: (entry) => auditTime(entry.at, language),
        },
        {
          key: 'action',
          label: t('admin.audit.action'),
          width: '15%',
          cell: (entry) => (
            <Badge appearance="tint" color={TONE[entry.action] ?? 'informative'} size="medium">
              {t(`admin.audit.actions.${entry.action}`)}
            </Badge>
          ),
        },
        {
          key: 'actor',
          label: t('admin.audit.actor'),
          width: '15%',
          cell: (entry) => (
            <span className={entry.actor_name ? base.ellipsis : base.muted} title={entry.actor_name}>
              {entry.actor_name || t('admin.audit.nobody')}
            </span>
          ),
        },
        {
          key: 'target',
          label: t('admin.audit.target'),
          width: '20%',
          cell: (entry) => {
            const { target } = texts(entry);
            return (
              <span className={base.ellipsis} title={target}>
                {target}
              </span>
            );
          },
        },
        {
          key: 'detail',
          label: t('admin.audit.detail'),
          width: '21%',
          cell: (entry) => {
            const { detail } = texts(entry);
            return (
              <span className={base.ellipsis} title={detail} data-testid="audit-detail">
                {detail}
              </span>
            );
          },
        },
        { key: 'ip', label: t('admin.audit.ip'), width: '12%', className: styles.mono, cell: (entry) => entry.ip },
      ]}
    />
  );
}

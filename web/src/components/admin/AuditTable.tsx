import {
  Badge,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AuditAction, AuditEntry } from '../../../../shared/acts/audit.js';
import type { RoleView } from '../../../../shared/acts/roles.js';
import { usePreferences } from '../../app/services';
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
  return (
    <div className={base.frame}>
      <Table className={styles.table} size="small" aria-label={t('admin.audit.label')} data-testid="audit-table">
        <colgroup>
          <col style={{ width: '17%' }} />
          <col style={{ width: '15%' }} />
          <col style={{ width: '15%' }} />
          <col style={{ width: '20%' }} />
          <col style={{ width: '21%' }} />
          <col style={{ width: '12%' }} />
        </colgroup>
        <TableHeader>
          <TableRow className={base.head}>
            <TableHeaderCell>{t('admin.audit.time')}</TableHeaderCell>
            <TableHeaderCell>{t('admin.audit.action')}</TableHeaderCell>
            <TableHeaderCell>{t('admin.audit.actor')}</TableHeaderCell>
            <TableHeaderCell>{t('admin.audit.target')}</TableHeaderCell>
            <TableHeaderCell>{t('admin.audit.detail')}</TableHeaderCell>
            <TableHeaderCell>{t('admin.audit.ip')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => {
            const { target, detail } = auditTexts(entry, { t, roles, roleNames: names });
            return (
              <TableRow key={entry._id} className={styles.row} data-testid="audit-row" data-action={entry.action}>
                <TableCell className={styles.time}>{auditTime(entry.at, language)}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={TONE[entry.action] ?? 'informative'} size="medium">
                    {t(`admin.audit.actions.${entry.action}`)}
                  </Badge>
                </TableCell>
                <TableCell>
                  <span className={entry.actor_name ? base.ellipsis : base.muted} title={entry.actor_name}>
                    {entry.actor_name || t('admin.audit.nobody')}
                  </span>
                </TableCell>
                <TableCell>
                  <span className={base.ellipsis} title={target}>
                    {target}
                  </span>
                </TableCell>
                <TableCell>
                  <span className={base.ellipsis} title={detail} data-testid="audit-detail">
                    {detail}
                  </span>
                </TableCell>
                <TableCell className={styles.mono}>{entry.ip}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

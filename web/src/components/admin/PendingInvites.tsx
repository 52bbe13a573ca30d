import { useState } from 'react';
import {
  Body1Strong,
  Button,
  Caption1,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { DismissCircle20Regular, MailArrowUp20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { PendingInvite } from '../../../../shared/acts/admin.js';
import { useMemberActions, usePendingInvites } from '../../api/members';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { usePreferences } from '../../app/services';
import { absoluteTime } from '../../screenList/relativeTime';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useListTableStyles } from '../common/listPageStyles';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  table: { minWidth: '720px', tableLayout: 'fixed' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** The tenant's pending invitations: who was invited, by whom, until when; revoke or send again. */
export function PendingInvites() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const styles = useStyles();
  const base = useListTableStyles();
  const invites = usePendingInvites(true);
  const calls = useMemberActions();
  const [revoking, setRevoking] = useState<PendingInvite | null>(null);
  const [resending, setResending] = useState<string | null>(null);

  const resend = (invite: PendingInvite) => {
    setResending(invite._id);
    calls
      .resend(invite)
      .then(() => notify('success', t('admin.invites.resent', { email: invite.email })))
      .catch(reportError)
      .finally(() => setResending(null));
  };
  const revoke = async () => {
    if (!revoking) return;
    try {
      await calls.revoke(revoking._id);
      notify('success', t('admin.invites.revoked', { email: revoking.email }));
    } catch (error) {
      reportError(error);
      throw error;
    }
  };

  let body;
  if (invites.error && !invites.data)
    body = (
      <Caption1 data-testid="invites-failed">
        {t('admin.invites.failed')}{' '}
        <Button appearance="transparent" size="small" onClick={() => void invites.mutate()}>
          {t('admin.members.empty.retry')}
        </Button>
      </Caption1>
    );
  else if (!invites.data) body = <Spinner size="tiny" label={t('admin.invites.loading')} />;
  else if (invites.data.length === 0)
    body = (
      <Caption1 className={base.muted} data-testid="invites-empty">
        {t('admin.invites.empty')}
      </Caption1>
    );
  else
    body = (
      <div className={base.frame}>
        <Table className={styles.table} aria-label={t('admin.invites.title')} data-testid="invites-table">
          <TableHeader>
            <TableRow className={base.head}>
              <TableHeaderCell>{t('admin.invites.email')}</TableHeaderCell>
              <TableHeaderCell>{t('admin.invites.invitedBy')}</TableHeaderCell>
              <TableHeaderCell>{t('admin.invites.invitedAt')}</TableHeaderCell>
              <TableHeaderCell>{t('admin.invites.expires')}</TableHeaderCell>
              <TableHeaderCell>{t('admin.invites.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {invites.data.map((invite) => (
              <TableRow key={invite._id} className={base.row} data-testid="invite-row" data-email={invite.email}>
                <TableCell>
                  <span className={base.ellipsis} title={invite.email}>
                    {invite.email}
                  </span>
                </TableCell>
                <TableCell className={base.muted}>{invite.invited_by_name || '—'}</TableCell>
                <TableCell className={base.muted}>{absoluteTime(invite.invited_at, language)}</TableCell>
                <TableCell className={base.muted}>{absoluteTime(invite.expires_at, language)}</TableCell>
                <TableCell>
                  <div className={styles.actions}>
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={resending === invite._id ? <Spinner size="tiny" /> : <MailArrowUp20Regular />}
                      disabledFocusable={resending !== null}
                      onClick={() => resend(invite)}
                      data-testid="invite-resend"
                    >
                      {t('admin.invites.resend')}
                    </Button>
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<DismissCircle20Regular />}
                      onClick={() => setRevoking(invite)}
                      data-testid="invite-revoke"
                    >
                      {t('admin.invites.revoke')}
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    );

  return (
    <section className={styles.root} aria-label={t('admin.invites.title')} data-testid="pending-invites">
      <div className={styles.head}>
        <Body1Strong>{t('admin.invites.title')}</Body1Strong>
        {invites.data ? (
          <Caption1 className={base.muted}>{t('admin.invites.count', { count: invites.data.length })}</Caption1>
        ) : null}
      </div>
      {body}
      <ConfirmDialog
        open={revoking !== null}
        title={t('admin.invites.revokeTitle')}
        confirmLabel={t('admin.invites.revoke')}
        danger
        onConfirm={revoke}
        onClose={() => setRevoking(null)}
        testId="invite-revoke-confirm"
      >
        {revoking ? t('admin.invites.revokeBody', { email: revoking.email }) : null}
      </ConfirmDialog>
    </section>
  );
}

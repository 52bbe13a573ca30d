import { useState } from 'react';
import {
  Badge,
  Button,
  Caption1,
  Skeleton,
  SkeletonItem,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { ArrowClockwise20Regular, Desktop20Regular, Phone20Regular, SignOut20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ActiveSession } from '../../../../shared/acts/user.js';
import { useActiveSessions } from '../../api/profile';
import { isRpcError } from '../../api/errors';
import { notify } from '../../app/notify';
import { useServices } from '../../app/services';
import { useListTableStyles } from '../common/listPageStyles';
import { useSectionStyles } from './sectionStyles';

const MOBILE = /Android|iOS/;

/** Active sessions: device, address, sign-in time, "this device", and signing out one or all others. */
export function SessionsSection() {
  const { t, i18n } = useTranslation();
  const styles = useSectionStyles();
  const table = useListTableStyles();
  const { rpc } = useServices();
  const sessions = useActiveSessions();
  const [busy, setBusy] = useState<string | null>(null);
  const others = (sessions.data ?? []).filter((s) => !s.current);
  const time = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const run = async (key: string, work: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await work();
      notify('success', done);
      await sessions.mutate();
    } catch (error) {
      if (isRpcError(error) && !error.handled) notify('error', error.message);
    } finally {
      setBusy(null);
    }
  };
  const revoke = (session: ActiveSession) =>
    run(session.id, () => rpc.call('v1/user/session_revoke', { id: session.id }), t('personalize.sessions.revoked'));
  const revokeOthers = () =>
    run(
      'all',
      () => rpc.call('v1/user/session_revoke_all', { keep_current: true }),
      t('personalize.sessions.revokedAll'),
    );

  let body;
  if (sessions.error && !sessions.data) {
    body = (
      <div className={styles.row} data-testid="sessions-failed">
        <Caption1 className={styles.hint}>{t('personalize.sessions.failed')}</Caption1>
        <Button icon={<ArrowClockwise20Regular />} onClick={() => void sessions.mutate()}>
          {t('personalize.retry')}
        </Button>
      </div>
    );
  } else if (!sessions.data) {
    body = (
      <Skeleton aria-label={t('personalize.sessions.loading')} data-testid="sessions-loading">
        <SkeletonItem size={16} />
        <SkeletonItem size={16} />
      </Skeleton>
    );
  } else if (sessions.data.length === 0) {
    body = (
      <Caption1 className={styles.hint} data-testid="sessions-empty">
        {t('personalize.sessions.empty')}
      </Caption1>
    );
  } else {
    body = (
      <div className={table.frame}>
        <Table aria-label={t('personalize.sessions.title')} data-testid="sessions-table">
          <TableHeader className={table.head}>
            <TableRow>
              <TableHeaderCell>{t('personalize.sessions.device')}</TableHeaderCell>
              <TableHeaderCell>{t('personalize.sessions.ip')}</TableHeaderCell>
              <TableHeaderCell>{t('personalize.sessions.signedInAt')}</TableHeaderCell>
              <TableHeaderCell className={table.actionsHead}>{t('personalize.sessions.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sessions.data.map((session) => (
              <TableRow key={session.id} data-testid="session-row" data-current={session.current}>
                <TableCell>
                  <span className={table.name}>
                    {MOBILE.test(session.device) ? <Phone20Regular /> : <Desktop20Regular />}
                    <span className={table.ellipsis}>{session.device || t('personalize.sessions.unknownDevice')}</span>
                    {session.current ? (
                      <Badge appearance="tint" color="success" data-testid="session-current">
                        {t('personalize.sessions.thisDevice')}
                      </Badge>
                    ) : null}
                  </span>
                </TableCell>
                <TableCell className={table.muted}>{session.ip || '—'}</TableCell>
                <TableCell className={table.muted}>{time.format(session.created_at)}</TableCell>
                <TableCell>
                  <div className={table.actions}>
                    {session.current ? null : (
                      <Button
                        size="small"
                        icon={<SignOut20Regular />}
                        disabled={busy !== null}
                        onClick={() => void revoke(session)}
                        data-testid="session-revoke"
                      >
                        {t('personalize.sessions.signOut')}
                      </Button>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="personalize-sessions" data-testid="personalize-sessions">
      <div className={styles.head}>
        <div className={styles.headText}>
          <Subtitle2 as="h2" id="personalize-sessions" className={styles.title}>
            {t('personalize.sessions.title')}
          </Subtitle2>
          <Caption1 className={styles.hint}>{t('personalize.sessions.hint')}</Caption1>
        </div>
        <Button
          icon={<SignOut20Regular />}
          disabled={busy !== null || others.length === 0}
          onClick={() => void revokeOthers()}
          data-testid="sessions-revoke-all"
        >
          {t('personalize.sessions.signOutOthers')}
        </Button>
      </div>
      {body}
    </section>
  );
}

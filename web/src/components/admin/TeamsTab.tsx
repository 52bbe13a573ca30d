import { useState, type ReactNode } from 'react';
import {
  Body1,
  Body1Strong,
  Button,
  Caption1,
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
} from '@fluentui/react-components';
import {
  Add20Filled,
  ArrowClockwise20Regular,
  Delete20Regular,
  Edit20Regular,
  People20Regular,
  PeopleTeam48Regular,
  PlugDisconnected48Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { teamName, type TeamView } from '../../../../shared/acts/teams.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../shared/limits.js';
import { useTeamActions, useTeams } from '../../api/teams';
import { notify } from '../../app/notify';
import { reportError } from '../../app/reportError';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListEmpty, TableSkeleton } from '../common/ListStates';
import { useListTableStyles } from '../common/listPageStyles';
import { TextDialog } from '../common/TextDialog';
import { useTabStyles } from './tabStyles';
import { TeamMembersDialog } from './TeamMembersDialog';

const useStyles = makeStyles({
  toolbar: { alignItems: 'center' },
  table: { minWidth: '640px', tableLayout: 'fixed' },
  number: { fontVariantNumeric: 'tabular-nums' },
});

type DialogState =
  | { kind: 'add' }
  | { kind: 'rename'; team: TeamView }
  | { kind: 'remove'; team: TeamView }
  | { kind: 'members'; team: TeamView };

const nameCode = (value: string) => (teamName.safeParse(value).success ? undefined : ErrorCode.NAME_INVALID);
const NAME_CODES = [ErrorCode.NAME_INVALID, ErrorCode.TEAM_NAME_DUPLICATE] as const;

/**
 * The tenant's teams with how many members each has (docs/permissions.md#teams): create, rename,
 * delete, and the members dialog that adds and removes members.
 */
export function TeamsTab() {
  const { t } = useTranslation();
  const styles = useStyles();
  const tab = useTabStyles();
  const base = useListTableStyles();
  const list = useTeams(true);
  const calls = useTeamActions();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  /** The team the rename, delete or members dialog names, kept while it closes. */
  const [target, setTarget] = useState<TeamView | null>(null);
  const open = (next: DialogState) => {
    if (next.kind !== 'add') setTarget(next.team);
    setDialog(next);
  };
  const openNew = () => open({ kind: 'add' });
  const teams = list.data ?? [];

  let body: ReactNode;
  if (list.error && !list.data)
    body = (
      <ListEmpty
        testId="teams-failed"
        icon={<PlugDisconnected48Regular />}
        title={t('admin.teams.empty.failed')}
        hint={t('admin.teams.empty.failedHint')}
        actions={
          <Button icon={<ArrowClockwise20Regular />} onClick={() => void list.mutate()}>
            {t('admin.teams.empty.retry')}
          </Button>
        }
      />
    );
  else if (!list.data)
    body = (
      <TableSkeleton columns="36px 3fr 1fr 1fr" iconSize={36} label={t('admin.teams.loading')} testId="teams-loading" />
    );
  else if (teams.length === 0)
    body = (
      <ListEmpty
        testId="teams-empty"
        icon={<PeopleTeam48Regular />}
        title={t('admin.teams.empty.title')}
        hint={t('admin.teams.empty.hint')}
        actions={
          <Button appearance="primary" icon={<Add20Filled />} onClick={openNew}>
            {t('admin.teams.new')}
          </Button>
        }
      />
    );
  else
    body = (
      <div className={base.frame}>
        <Table className={styles.table} aria-label={t('admin.teams.label')} data-testid="teams-table">
          <colgroup>
            <col style={{ width: '56%' }} />
            <col style={{ width: '16%' }} />
            <col style={{ width: '28%' }} />
          </colgroup>
          <TableHeader>
            <TableRow className={base.head}>
              <TableHeaderCell>{t('admin.teams.name')}</TableHeaderCell>
              <TableHeaderCell>{t('admin.teams.members')}</TableHeaderCell>
              <TableHeaderCell className={base.actionsHead}>{t('admin.teams.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {teams.map((team) => (
              <TableRow key={team._id} className={base.row} data-testid="team-row" data-name={team.name}>
                <TableCell>
                  <Body1Strong className={base.ellipsis} title={team.name}>
                    {team.name}
                  </Body1Strong>
                </TableCell>
                <TableCell className={styles.number} data-testid="team-members-count">
                  {team.members}
                </TableCell>
                <TableCell>
                  <div className={base.actions}>
                    <Tooltip content={t('admin.teams.manageMembers')} relationship="inaccessible">
                      <Button
                        appearance="subtle"
                        icon={<People20Regular />}
                        onClick={() => open({ kind: 'members', team })}
                        aria-label={t('admin.teams.membersFor', { name: team.name })}
                        data-testid="team-manage-members"
                      />
                    </Tooltip>
                    <Tooltip content={t('admin.teams.rename')} relationship="inaccessible">
                      <Button
                        appearance="subtle"
                        icon={<Edit20Regular />}
                        onClick={() => open({ kind: 'rename', team })}
                        aria-label={t('admin.teams.renameFor', { name: team.name })}
                        data-testid="team-rename"
                      />
                    </Tooltip>
                    <Tooltip content={t('admin.teams.remove')} relationship="inaccessible">
                      <Button
                        appearance="subtle"
                        icon={<Delete20Regular />}
                        onClick={() => open({ kind: 'remove', team })}
                        aria-label={t('admin.teams.removeFor', { name: team.name })}
                        data-testid="team-remove"
                      />
                    </Tooltip>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    );

  return (
    <section className={tab.root} aria-label={t('admin.tabs.teams')}>
      <div className={mergeClasses(tab.toolbar, styles.toolbar)}>
        <Body1 className={tab.intro}>{t('admin.teams.intro')}</Body1>
        <div className={tab.spacer} />
        <Caption1 className={tab.count} data-testid="teams-count">
          {list.data ? t('admin.teams.count', { count: teams.length }) : '\u00a0'}
        </Caption1>
        <Button appearance="primary" icon={<Add20Filled />} onClick={openNew} data-testid="team-new">
          {t('admin.teams.new')}
        </Button>
      </div>
      {body}
      <TextDialog
        open={dialog?.kind === 'add'}
        title={t('admin.teams.form.newTitle')}
        label={t('admin.teams.form.name')}
        placeholder={t('admin.teams.form.namePlaceholder')}
        initial=""
        maxLength={LIMITS.nameMaxLength}
        submitLabel={t('admin.teams.form.create')}
        validate={nameCode}
        fieldCodes={NAME_CODES}
        onSubmit={async (name) => {
          const saved = await calls.add(name);
          notify('success', t('admin.teams.toast.created', { name: saved.name }));
        }}
        onClose={() => setDialog(null)}
        testId="team-dialog"
      />
      <TextDialog
        open={dialog?.kind === 'rename'}
        title={t('admin.teams.form.renameTitle')}
        label={t('admin.teams.form.name')}
        initial={target?.name ?? ''}
        maxLength={LIMITS.nameMaxLength}
        submitLabel={t('admin.teams.form.save')}
        validate={nameCode}
        fieldCodes={NAME_CODES}
        onSubmit={async (name) => {
          if (!target) return;
          const saved = await calls.rename(target._id, name);
          notify('success', t('admin.teams.toast.saved', { name: saved.name }));
        }}
        onClose={() => setDialog(null)}
        testId="team-rename-dialog"
      />
      <TeamMembersDialog
        team={dialog?.kind === 'members' ? (teams.find((each) => each._id === target?._id) ?? target) : null}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        title={t('admin.teams.removeDialog.title', { name: target?.name ?? '' })}
        confirmLabel={t('admin.teams.removeDialog.confirm')}
        danger
        testId="team-remove-dialog"
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          if (!target) return;
          try {
            await calls.remove(target._id);
            notify('success', t('admin.teams.toast.removed', { name: target.name }));
          } catch (error) {
            reportError(error);
            throw error;
          }
        }}
      >
        <Body1>{t('admin.teams.removeDialog.body')}</Body1>
      </ConfirmDialog>
    </section>
  );
}

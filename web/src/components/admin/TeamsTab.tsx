import { useState, type ReactNode } from 'react';
import { Body1Strong, Button, makeStyles, TableCell, TableRow } from '@fluentui/react-components';
import {
  Add20Filled,
  Delete20Regular,
  Edit20Regular,
  People20Regular,
  PeopleTeam48Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { teamAddArgs, type TeamView } from '../../../../shared/acts/teams.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../../shared/limits.js';
import { useTeamActions, useTeams } from '../../api/teams';
import { notify } from '../../app/notify';
import { schemaValidator } from '../../forms/validation';
import { ListEmpty, ListLoadFailed, TableSkeleton } from '../common/ListStates';
import { useListTableStyles } from '../common/listPageStyles';
import { TextDialog } from '../common/TextDialog';
import { AdminListTab, AdminTable, RemoveConfirm, RowAction } from './AdminList';
import { TeamMembersDialog } from './TeamMembersDialog';

const useStyles = makeStyles({
  table: { minWidth: '640px', tableLayout: 'fixed' },
  number: { fontVariantNumeric: 'tabular-nums' },
});

const validateName = schemaValidator<'name'>(teamAddArgs);

type DialogState =
  { kind: 'edit'; team: TeamView | null } | { kind: 'remove'; team: TeamView } | { kind: 'members'; team: TeamView };

/**
 * The tenant's teams with how many members each has (docs/permissions.md#teams): create, rename,
 * delete, and the members dialog that adds and removes members.
 */
export function TeamsTab() {
  const { t } = useTranslation();
  const styles = useStyles();
  const base = useListTableStyles();
  const list = useTeams(true);
  const calls = useTeamActions();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const openNew = () => setDialog({ kind: 'edit', team: null });
  const teams = list.data ?? [];
  const editing = dialog?.kind === 'edit' ? dialog.team : null;
  /** The team the members dialog is open for, as the list last loaded it. */
  const membersOf =
    dialog?.kind === 'members' ? (teams.find((each) => each._id === dialog.team._id) ?? dialog.team) : null;

  let body: ReactNode;
  if (list.error && !list.data)
    body = <ListLoadFailed ns="admin.teams" testId="teams-failed" onRetry={() => void list.mutate()} />;
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
      <AdminTable
        ns="admin.teams"
        className={styles.table}
        testId="teams-table"
        columns={[
          { label: t('admin.teams.name'), width: '56%' },
          { label: t('admin.teams.members'), width: '16%' },
        ]}
        actionsWidth="28%"
      >
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
                <RowAction
                  tooltip={t('admin.teams.manageMembers')}
                  label={t('admin.teams.membersFor', { name: team.name })}
                  icon={<People20Regular />}
                  onClick={() => setDialog({ kind: 'members', team })}
                  testId="team-manage-members"
                />
                <RowAction
                  tooltip={t('admin.teams.rename')}
                  label={t('admin.teams.renameFor', { name: team.name })}
                  icon={<Edit20Regular />}
                  onClick={() => setDialog({ kind: 'edit', team })}
                  testId="team-rename"
                />
                <RowAction
                  tooltip={t('admin.teams.remove')}
                  label={t('admin.teams.removeFor', { name: team.name })}
                  icon={<Delete20Regular />}
                  onClick={() => setDialog({ kind: 'remove', team })}
                  testId="team-remove"
                />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
    );

  return (
    <AdminListTab
      ns="admin.teams"
      label={t('admin.tabs.teams')}
      count={{ text: list.data ? t('admin.teams.count', { count: teams.length }) : null, testId: 'teams-count' }}
      onNew={openNew}
      newTestId="team-new"
    >
      {body}
      <TextDialog
        open={dialog?.kind === 'edit'}
        title={editing ? t('admin.teams.form.renameTitle') : t('admin.teams.form.newTitle')}
        label={t('admin.teams.form.name')}
        initial={editing?.name ?? ''}
        placeholder={t('admin.teams.form.namePlaceholder')}
        maxLength={LIMITS.nameMaxLength}
        submitLabel={editing ? t('admin.teams.form.save') : t('admin.teams.form.create')}
        validate={(name) => validateName({ name }).name}
        fieldCodes={[ErrorCode.NAME_INVALID, ErrorCode.TEAM_NAME_DUPLICATE]}
        onSubmit={async (name) => {
          const saved = editing ? await calls.rename(editing._id, name) : await calls.add(name);
          notify('success', t(editing ? 'admin.teams.toast.saved' : 'admin.teams.toast.created', { name: saved.name }));
        }}
        onClose={() => setDialog(null)}
        testId={editing ? 'team-rename-dialog' : 'team-dialog'}
      />
      <TeamMembersDialog team={membersOf} onClose={() => setDialog(null)} />
      <RemoveConfirm
        ns="admin.teams"
        item={dialog?.kind === 'remove' ? dialog.team : null}
        remove={calls.remove}
        onClose={() => setDialog(null)}
        testId="team-remove-dialog"
      />
    </AdminListTab>
  );
}

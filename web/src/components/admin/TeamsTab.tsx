import { makeStyles } from '@fluentui/react-components';
import { People20Regular, PeopleTeam48Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { teamAddArgs } from '../../../../shared/acts/teams.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { useTeamActions, useTeams } from '../../api/teams';
import { schemaValidator } from '../../forms/validation';
import { NamedGroupsTab } from '../common/NamedGroupsTab';
import { TeamMembersDialog } from './TeamMembersDialog';

const useStyles = makeStyles({
  table: { minWidth: '640px', tableLayout: 'fixed' },
});

const validateName = schemaValidator<'name'>(teamAddArgs);
const FIELD_CODES = [ErrorCode.NAME_INVALID, ErrorCode.TEAM_NAME_DUPLICATE];

/**
 * The tenant's teams with how many members each has (docs/permissions.md#teams): create, rename,
 * delete, and the members dialog that adds and removes members.
 */
export function TeamsTab() {
  const { t } = useTranslation();
  const styles = useStyles();
  const list = useTeams(true);
  const calls = useTeamActions();
  return (
    <NamedGroupsTab
      ns="admin.teams"
      label={t('admin.tabs.teams')}
      singular="team"
      plural="teams"
      list={list}
      calls={calls}
      validate={(name) => validateName({ name }).name}
      fieldCodes={FIELD_CODES}
      emptyIcon={<PeopleTeam48Regular />}
      tableClassName={styles.table}
      skeletonColumns="36px 3fr 1fr 1fr"
      nameWidth="56%"
      columns={[
        {
          key: 'members',
          label: t('admin.teams.members'),
          width: '16%',
          testId: 'team-members-count',
          cell: (team) => team.members,
        },
      ]}
      actionsWidth="28%"
      manage={{
        tooltip: t('admin.teams.manageMembers'),
        label: (team) => t('admin.teams.membersFor', { name: team.name }),
        icon: <People20Regular />,
        testId: 'team-manage-members',
      }}
      // The team as the list last loaded it, so its member count follows the dialog's changes.
      manageDialog={(team, close) => (
        <TeamMembersDialog
          team={team ? (list.data?.find((each) => each._id === team._id) ?? team) : null}
          onClose={close}
        />
      )}
      renameDialogTestId="team-rename-dialog"
    />
  );
}

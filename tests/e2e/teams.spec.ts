import { expect, test, type Page } from './fixtures';
import { accountSession, DEMO_ADMIN, resultsFolder, shotsIn, signIn, TEAM_MEMBER } from './support';

/**
 * Teams: the administrator creates a team in the Teams tab, adds the team member to it,
 * and shares a screen with the team from the share dialog; the member then finds the screen under
 * "Shared with me". Cleans up after itself.
 */
const folder = resultsFolder('teams');
const shot = shotsIn(folder);

const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text, { exact: true }).first();
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('a screen shared with a team shows under "Shared with me" for a member of the team', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await accountSession(request, DEMO_ADMIN.account, DEMO_ADMIN.password);
  const suffix = String(Date.now()).slice(-6);
  const team = `Night shift ${suffix}`;
  const groups = await admin<Array<{ _id: string; default: 0 | 1 }>>('v1/group/list');
  const group = groups.find((g) => g.default === 1);
  const screen = await admin<{ _id: string; name: string }>('v1/screen/add', {
    group_id: group?._id,
    name: `Team wall ${suffix}`,
    template: 'blank',
  });

  const owner = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } })).newPage();
  let teamId: string | undefined;
  try {
    await owner.goto('/login');
    await signIn(owner, DEMO_ADMIN.account, DEMO_ADMIN.password);
    await expect(owner).toHaveURL(/\/screenList/);
    await owner.goto('/user?tab=teams');
    const panel = owner.getByTestId('admin-panel-teams');
    await expect(panel.getByText('A team is a named set of members.', { exact: false })).toBeVisible();

    // Create the team.
    await panel.getByTestId('team-new').click();
    const dialog = owner.getByTestId('team-dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(team);
    await dialog.getByRole('button', { name: 'Create team' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(owner, `Team “${team}” created`)).toBeVisible();
    const row = panel.getByTestId('team-row').filter({ hasText: team });
    await expect(row.getByTestId('team-members-count')).toHaveText('0');

    // Add the member, found by name.
    await row.getByRole('button', { name: `Members of “${team}”` }).click();
    const members = owner.getByTestId('team-members-dialog');
    await expect(members.getByTestId('team-members-empty')).toBeVisible();
    await members.getByRole('searchbox', { name: 'Search members' }).fill('Mia');
    await members
      .getByTestId('team-candidate')
      .filter({ hasText: TEAM_MEMBER.name })
      .getByRole('button', { name: `Add ${TEAM_MEMBER.name} to the team` })
      .click();
    await expect(toast(owner, `${TEAM_MEMBER.name} added to ${team}`)).toBeVisible();
    await expect(members.getByTestId('team-member').filter({ hasText: TEAM_MEMBER.name })).toBeVisible();
    await shot(owner, 'team-members-dialog-en');
    await members.getByRole('button', { name: 'Done' }).click();
    await expect(row.getByTestId('team-members-count')).toHaveText('1');
    await shot(owner, 'teams-tab-en');
    teamId = (await admin<Array<{ _id: string; name: string }>>('v2/admin/team/list')).find(
      (t) => t.name === team,
    )?._id;

    // Share the screen with the team from its card.
    await owner.goto('/screenList');
    await card(owner, screen.name)
      .getByRole('button', { name: `More actions for “${screen.name}”` })
      .click();
    await owner.getByRole('menuitem', { name: 'Share with people' }).click();
    const share = owner.getByTestId('account-share-dialog');
    const teams = share.getByTestId('share-teams');
    await expect(teams.getByTestId('share-teams-empty')).toBeVisible();
    await teams.getByRole('combobox', { name: 'Team to share with' }).selectOption({ label: team });
    await teams.getByRole('combobox', { name: 'Permission for the team' }).selectOption('read');
    await teams.getByTestId('share-team-add').click();
    await expect(toast(owner, `Shared with the team ${team} (Can view)`)).toBeVisible();
    const entry = teams.getByTestId('share-team-entry').filter({ hasText: team });
    await expect(entry.getByRole('combobox', { name: `Permission of ${team}` })).toHaveValue('read');
    await shot(owner, 'share-dialog-teams-en');
    await share.getByRole('button', { name: 'Done' }).click();

    // The member, in a browser of her own, finds it under "Shared with me".
    const member = await (await browser.newContext({ locale: 'en-US' })).newPage();
    try {
      await member.goto('/login');
      await signIn(member, TEAM_MEMBER.account, TEAM_MEMBER.password);
      await expect(member).toHaveURL(/\/screenList/);
      await member.getByTestId('rail-shared').getByRole('link').click();
      await expect(card(member, screen.name)).toBeVisible();
      await expect(card(member, screen.name).getByTestId('badge-viewOnly')).toHaveText('View only');
      await shot(member, 'team-shared-list-en');
    } finally {
      await member.context().close();
    }
  } finally {
    await owner.context().close();
    if (teamId) await admin('v2/admin/team/remove', { _id: teamId }).catch(() => undefined);
    await admin('v1/screen/remove', { ids: [screen._id] }).catch(() => undefined);
  }
});

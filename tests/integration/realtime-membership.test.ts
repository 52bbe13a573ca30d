import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScreenGroup } from '../../shared/acts/group.js';
import { dynamo } from '../../functions/lib/clients.js';
import { sha256 } from '../../functions/lib/crypto/tokens.js';
import { keys } from '../../functions/lib/data/keys.js';
import { env } from '../../functions/lib/env.js';
import { callAs, registerUser, type Registered } from './helpers/client.js';
import { addScreen, closeSockets, closed, newDevice, openSocket, userTicket } from './helpers/realtime.js';
import { joinTenantOf } from './helpers/tenancy.js';

/**
 * A socket lives only as long as the membership it was opened under (docs/realtime.md#tickets):
 * `$connect` and every frame re-check the member, and removing or disabling a member deletes
 * their unused tickets and closes their sockets.
 */
afterEach(closeSockets);

async function tenantWith(name: string) {
  const admin = await registerUser({ name: 'Ada Admin' });
  const joined = await joinTenantOf(admin, await registerUser({ name }));
  const member: Registered = { ...joined, login: { ...joined.login, corp: admin.login.corp } };
  return { admin, member };
}

const tenantOf = (user: Registered): string => String(user.login.corp[0]?._id);

/** A display ticket of the member's own group in the admin's tenant. */
async function displayTicket(member: Registered): Promise<string> {
  const [group] = (await callAs<ScreenGroup[]>(member, 'v1/group/list')).msg;
  if (!group) throw new Error('no group');
  return userTicket(member, { role: 'display', group: group._id, device: newDevice() });
}

async function ticketStored(ticket: string): Promise<boolean> {
  const out = await dynamo().send(
    new GetCommand({ TableName: env.connectionsTable(), Key: { connectionId: `K#${sha256(ticket)}` } }),
  );
  return out.Item !== undefined;
}

describe('a socket and its membership', () => {
  for (const change of ['remove', 'disable'] as const) {
    it(`the member's ${change} closes their socket, deletes their unused ticket, and that ticket opens nothing`, async () => {
      const { admin, member } = await tenantWith(`Tess ${change}`);
      const socket = await openSocket(`ticket=${await displayTicket(member)}`);
      const ticket = await displayTicket(member);
      expect(await ticketStored(ticket)).toBe(true);
      const ended = closed(socket);
      const changed = await callAs(admin, `v2/admin/max_user/${change}`, { user_id: member.login.user._id });
      expect(changed.code).toBe(200);
      // Closed by the act itself: the socket sends nothing that would make it re-check.
      await expect(ended).resolves.toBeTypeOf('number');
      expect(await ticketStored(ticket)).toBe(false);
      await expect(openSocket(`ticket=${ticket}`)).rejects.toThrow('refused 401');
    });
  }

  it('$connect refuses the ticket of a member gone since it was taken, even if the ticket is left', async () => {
    const { admin, member } = await tenantWith('Gus Gone');
    const ticket = await displayTicket(member);
    // The member item goes by another path than the act (which also deletes the ticket).
    await dynamo().send(
      new DeleteCommand({ TableName: env.mainTable(), Key: keys.member(tenantOf(admin), member.login.user._id) }),
    );
    await expect(openSocket(`ticket=${ticket}`)).rejects.toThrow('refused 401');
  });

  it('an open socket ends at its next frame once its member is gone', async () => {
    const { admin, member } = await tenantWith('Flo Frame');
    const socket = await openSocket(`ticket=${await displayTicket(member)}`);
    await dynamo().send(
      new DeleteCommand({ TableName: env.mainTable(), Key: keys.member(tenantOf(admin), member.login.user._id) }),
    );
    const ended = closed(socket);
    socket.send('ping');
    await expect(ended).resolves.toBeTypeOf('number');
  });

  it('an editor socket ends at its next frame once the screen is no longer shared to edit', async () => {
    const { admin, member } = await tenantWith('Eve Editor');
    const screen = await addScreen(admin);
    const share = (permission: string) =>
      callAs(admin, 'v1/screen/add_edit_user', { _id: screen, user_id: member.login.user._id, permission });
    expect((await share('edit')).code).toBe(200);
    const socket = await openSocket(`ticket=${await userTicket(member, { role: 'editor', screen })}`);
    const stillOpen = new Promise<string>((resolve) => socket.once('message', (data: Buffer) => resolve(String(data))));
    socket.send('ping');
    expect(await stillOpen).toBe('pong');
    expect(
      (await callAs(admin, 'v1/screen/remove_edit_user', { _id: screen, user_id: member.login.user._id })).code,
    ).toBe(200);
    const ended = closed(socket);
    socket.send('ping');
    await expect(ended).resolves.toBeTypeOf('number');
  });
});

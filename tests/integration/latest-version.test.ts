import { describe, expect, it } from 'vitest';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import type { VersionSummary } from '../../shared/acts/versions.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { callAs as call, type Registered, registerUser } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';

/** `v1/screen/version_latest`: what a long-running viewer polls to follow a new release. */
const latest = async (user: Registered, screenId: string) =>
  call<{ version_id: string | null }>(user, 'v1/screen/version_latest', { _id: screenId });

describe('the latest version, as a viewer polls it', () => {
  it('follows publishing, releasing and deleting', async () => {
    const owner = await registerUser();
    const [group] = (await call<ScreenGroup[]>(owner, 'v1/group/list')).msg;
    const screen = (await call<ScreenSummary>(owner, 'v1/screen/add', { group_id: group?._id, name: 'Wall' })).msg;
    expect((await latest(owner, screen._id)).msg).toEqual({ version_id: null });

    const first = (
      await call<VersionSummary>(owner, 'v1/screen/version_add', { _id: screen._id, name: 'one', latest: true })
    ).msg;
    expect((await latest(owner, screen._id)).msg.version_id).toBe(first._id);
    const second = (
      await call<VersionSummary>(owner, 'v1/screen/version_add', { _id: screen._id, name: 'two', latest: false })
    ).msg;
    expect((await latest(owner, screen._id)).msg.version_id).toBe(first._id);
    await call(owner, 'v1/screen/version_release', { _id: screen._id, version_id: second._id });
    expect((await latest(owner, screen._id)).msg.version_id).toBe(second._id);
    await call(owner, 'v1/screen/version_delete', { _id: screen._id, version_id: second._id });
    expect((await latest(owner, screen._id)).msg.version_id).toBeNull();
  });

  it('needs the read permission: a colleague without a share is refused, another tenant finds nothing', async () => {
    const owner = await registerUser();
    const [group] = (await call<ScreenGroup[]>(owner, 'v1/group/list')).msg;
    const screen = (await call<ScreenSummary>(owner, 'v1/screen/add', { group_id: group?._id, name: 'Private' })).msg;
    const joined = await joinTenantOf(owner, await registerUser());
    const colleague = { ...joined, login: { ...joined.login, corp: owner.login.corp } };
    expect((await latest(colleague, screen._id)).code).toBe(ErrorCode.SCREEN_PERMISSION_DENIED);
    expect((await latest(await registerUser(), screen._id)).code).toBe(ErrorCode.SCREEN_NOT_FOUND);
    await call(owner, 'v1/screen/add_edit_user', {
      _id: screen._id,
      user_id: colleague.login.user._id,
      permission: 'read',
    });
    const shared = await latest(colleague, screen._id);
    expect([shared.code, shared.msg]).toEqual([200, { version_id: null }]);
  });
});

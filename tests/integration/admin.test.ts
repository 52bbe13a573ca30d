import { describe, expect, it } from 'vitest';
import type { Paged, TenantUser } from '../../shared/acts/admin.js';
import type { LoginResult } from '../../shared/acts/user.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { DEMO_ADMIN, TEAM_MEMBER } from '../../scripts/local/seed.js';
import { registerUser, rpc } from './helpers/client.js';

describe('v2/admin/max_user/list', () => {
  it('pages the members of the caller’s own tenant only', async () => {
    const admin = await rpc<LoginResult>('user', 'v1/user/max_login', {
      account: DEMO_ADMIN.account,
      password: DEMO_ADMIN.password,
    });
    await registerUser(); // another tenant's user must not show
    const page = await rpc<Paged<TenantUser>>('admin', 'v2/admin/max_user/list', {
      auth: admin.msg.auth,
      pageNum: 1,
      pageSize: 10,
    });
    expect(page.code).toBe(200);
    // The demo tenant: its administrator and the seeded member, in the order they joined.
    expect(page.msg).toMatchObject({ pageNum: 1, pageSize: 10, total: 2 });
    expect(page.msg.list.map((u) => [u.email, u.is_admin])).toEqual([
      [DEMO_ADMIN.email, 1],
      [TEAM_MEMBER.email, 0],
    ]);
    expect(page.msg.list[0]).not.toHaveProperty('passwordHash');
  });

  it('refuses pages past the limit and anyone who is not signed in', async () => {
    const admin = await rpc<LoginResult>('user', 'v1/user/max_login', {
      account: DEMO_ADMIN.account,
      password: DEMO_ADMIN.password,
    });
    expect((await rpc('admin', 'v2/admin/max_user/list', { auth: admin.msg.auth, pageSize: 500 })).code).toBe(
      ErrorCode.BODY_MALFORMED,
    );
    expect((await rpc('admin', 'v2/admin/max_user/list', {})).code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});

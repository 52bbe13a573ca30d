import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../shared/acts/user.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { freshMobile, latestCode, post, registerUser, rpc } from './helpers/client.js';

// A 1×1 transparent PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('the user profile', () => {
  it('changes the name, and the next login shows it', async () => {
    const user = await registerUser();
    expect((await rpc('user', 'v1/user/change_name', { auth: user.login.auth, name: '  李四  ' })).msg).toEqual({
      name: '李四',
    });
    expect((await rpc('user', 'v1/user/change_name', { auth: user.login.auth, name: 'x'.repeat(51) })).code).toBe(
      ErrorCode.NAME_INVALID,
    );
    const again = await rpc<LoginResult>('user', 'v1/user/max_login', {
      account: user.mobile,
      password: user.password,
    });
    expect(again.msg.name).toBe('李四');
  });

  it('changes the email to a free one, which then signs in; a taken one is refused', async () => {
    const user = await registerUser();
    const other = await registerUser();
    const taken = await rpc('user', 'v1/user/change_email', { auth: user.login.auth, email: other.email });
    expect(taken.code).toBe(ErrorCode.EMAIL_REGISTERED);
    const fresh = `new${user.mobile}@example.org`;
    expect((await rpc('user', 'v1/user/change_email', { auth: user.login.auth, email: fresh })).code).toBe(200);
    expect((await rpc('user', 'v1/user/max_login', { account: fresh, password: user.password })).code).toBe(200);
    expect((await rpc('user', 'v1/user/max_login', { account: user.email, password: user.password })).code).toBe(
      ErrorCode.CREDENTIALS_WRONG,
    );
    expect((await rpc('user', 'v1/user/exist', { email: user.email })).msg).toEqual({ exist: false });
  });

  it('changes the mobile with a code sent to the new number', async () => {
    const user = await registerUser();
    const mobile = freshMobile();
    expect((await post('/api/smsvcode', { mobile, purpose: 'change_mobile' })).code).toBe(200);
    const vcode = await latestCode(mobile);
    expect(
      (
        await rpc('user', 'v1/user/change_mobile', {
          auth: user.login.auth,
          mobile,
          vcode: vcode === '000000' ? '111111' : '000000',
        })
      ).code,
    ).toBe(ErrorCode.VCODE_WRONG);
    expect((await rpc('user', 'v1/user/change_mobile', { auth: user.login.auth, mobile, vcode })).code).toBe(200);
    expect((await rpc('user', 'v1/user/max_login', { account: mobile, password: user.password })).code).toBe(200);
    expect((await rpc('user', 'v1/user/change_mobile', { auth: user.login.auth, mobile, vcode })).code).toBe(
      ErrorCode.VCODE_EXPIRED,
    );
  });

  it('stores an avatar image in S3 and serves it by a signed URL; other content is refused', async () => {
    const user = await registerUser();
    const changed = await rpc<{ avatar: string }>('user', 'v1/user/change_avatar', {
      auth: user.login.auth,
      image: `data:image/png;base64,${PNG}`,
    });
    expect(changed.code).toBe(200);
    const image = await fetch(changed.msg.avatar);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(PNG, 'base64'))).toBe(true);
    const login = await rpc<LoginResult>('user', 'v1/user/max_login', {
      account: user.mobile,
      password: user.password,
    });
    expect(login.msg.avatar).toMatch(/^http/);
    const fake = Buffer.from('<script>alert(1)</script>').toString('base64');
    const refused = await rpc('user', 'v1/user/change_avatar', {
      auth: user.login.auth,
      image: `data:image/png;base64,${fake}`,
    });
    expect(refused.code).toBe(ErrorCode.AVATAR_INVALID);
  });

  it('remembers the update tip choice', async () => {
    const user = await registerUser();
    expect(user.login.update_tip).toBe(1);
    expect((await rpc('user', 'v1/user/change_user_update_tip', { auth: user.login.auth, update_tip: 0 })).code).toBe(
      200,
    );
    const again = await rpc<LoginResult>('user', 'v1/user/max_login', {
      account: user.mobile,
      password: user.password,
    });
    expect(again.msg.update_tip).toBe(0);
    expect(again.msg.is_max_new).toBe(0);
  });
});

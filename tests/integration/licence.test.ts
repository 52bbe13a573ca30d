import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { InviteSent } from '../../shared/acts/invite.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { LIMITS } from '../../shared/limits.js';
import { dynamo } from '../../functions/lib/clients.js';
import { keys } from '../../functions/lib/data/keys.js';
import { env } from '../../functions/lib/env.js';
import { baseUrl, callAs, freshMobile, post, registerUser, rpc, type Registered } from './helpers/client.js';
import { applyLicence, issued, licenceStatus } from './helpers/licence.js';
import { joinTenantOf } from './helpers/tenancy.js';

const DAY = 86_400_000;
const tenantOf = (user: Registered): string => String(user.login.corp[0]?._id);

async function endTrial(user: Registered): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: env.mainTable(),
      Key: keys.tenant(tenantOf(user)),
      UpdateExpression: 'SET expiresAt = :past',
      ExpressionAttributeValues: { ':past': Date.now() - DAY },
    }),
  );
}

describe('licences', () => {
  it('a new tenant is on a trial with its user limit', async () => {
    const owner = await registerUser({ company: 'Trial Co' });
    const status = await licenceStatus(owner);
    expect(status.code).toBe(200);
    expect(status.msg).toMatchObject({
      tenant_name: 'Trial Co',
      edition: 'trial',
      users: 1,
      max_users: LIMITS.license.trialMaxUsers,
      expired: false,
      can_update: true,
    });
    expect(status.msg.expires_at - Date.now()).toBeGreaterThan((LIMITS.license.trialDays - 1) * DAY);
    expect(status.msg.fingerprint).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){5}$/);
  });

  it('an ended trial refuses the work but not the licence page; a licence renews it at once', async () => {
    const owner = await registerUser();
    await endTrial(owner);
    expect((await callAs(owner, 'v1/group/list')).code).toBe(ErrorCode.LICENSE_EXPIRED);
    expect((await callAs(owner, 'v1/screen/list', {})).code).toBe(ErrorCode.LICENSE_EXPIRED);
    // The account and the licence stay reachable.
    expect((await rpc('user', 'v1/user/grants', { auth: owner.login.auth })).code).toBe(200);
    const status = await licenceStatus(owner);
    expect(status.msg.expired).toBe(true);

    const license = await issued({
      tenant_id: tenantOf(owner),
      fingerprint: status.msg.fingerprint,
      licensee: 'Acme Ltd',
      max_users: 25,
      expires_at: Date.now() + 365 * DAY,
    });
    const applied = await applyLicence(owner, license);
    expect(applied.code).toBe(200);
    expect(applied.msg).toMatchObject({ edition: 'standard', licensee: 'Acme Ltd', max_users: 25, expired: false });
    expect((await callAs(owner, 'v1/group/list')).code).toBe(200);
    // Applying it again (a replay of an older or the same file) is refused.
    expect((await applyLicence(owner, license)).code).toBe(ErrorCode.LICENSE_INVALID);
  });

  it('refuses a licence for another tenant, a forged one, an ended one, and non-administrators', async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const { fingerprint } = (await licenceStatus(owner)).msg;
    const base = { tenant_id: tenantOf(owner), fingerprint, max_users: 10, expires_at: Date.now() + 30 * DAY };
    const good = await issued(base);

    expect((await applyLicence(other, good)).code).toBe(ErrorCode.LICENSE_INVALID);
    expect((await applyLicence(owner, await issued({ ...base, fingerprint: 'AAAA-AAAA' }))).code).toBe(
      ErrorCode.LICENSE_INVALID,
    );
    expect((await applyLicence(owner, await issued({ ...base, expires_at: Date.now() - 1000 }))).code).toBe(
      ErrorCode.LICENSE_EXPIRED,
    );
    // One changed character of the payload breaks the signature.
    const [prefix, payload, signature] = good.split('.');
    const tampered = JSON.parse(Buffer.from(String(payload), 'base64url').toString('utf8')) as Record<string, unknown>;
    tampered.max_users = 100_000;
    const forged = `${prefix}.${Buffer.from(JSON.stringify(tampered)).toString('base64url')}.${signature}`;
    expect((await applyLicence(owner, forged)).code).toBe(ErrorCode.LICENSE_INVALID);
    expect((await applyLicence(owner, 'WBL1.%%%.???')).code).toBe(ErrorCode.LICENSE_INVALID);
    expect((await applyLicence(owner, '')).code).toBe(ErrorCode.LICENSE_KEY_REQUIRED);
    expect((await applyLicence(owner, 'x'.repeat(LIMITS.license.fileMaxChars + 1))).code).toBe(
      ErrorCode.LICENSE_INVALID,
    );

    const member = await joinTenantOf(owner, await registerUser());
    const asMember = await post('/license/update', {
      auth: member.login.auth,
      corp_id: tenantOf(owner),
      license: good,
    });
    expect(asMember.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await applyLicence(owner, good)).code).toBe(200);
  });

  it('the user limit holds when people are invited and join at once', async () => {
    const owner = await registerUser();
    const { fingerprint } = (await licenceStatus(owner)).msg;
    const license = await issued({
      tenant_id: tenantOf(owner),
      fingerprint,
      max_users: 3,
      expires_at: Date.now() + DAY,
    });
    expect((await applyLicence(owner, license)).code).toBe(200);
    const guests = await Promise.all(Array.from({ length: 4 }, () => registerUser()));
    for (const guest of guests) {
      const sent = await rpc<InviteSent>('admin', 'v2/admin/max_user/invite', {
        auth: owner.login.auth,
        corp_id: tenantOf(owner),
        email: guest.email,
      });
      expect(sent.code).toBe(200);
    }
    const { body } = await fetch(`${baseUrl()}/__dev/outbox`).then(async (r) => ({
      body: (await r.json()) as { messages: { to?: string; link?: string }[] },
    }));
    const codeFor = (email: string) =>
      new URL(String(body.messages.filter((m) => m.to === email).at(-1)?.link)).searchParams.get('invite');
    const joined = await Promise.all(
      guests.map((guest) =>
        rpc('user', 'v1/user/accept_invite', { auth: guest.login.auth, code: codeFor(guest.email) }),
      ),
    );
    expect(joined.filter((a) => a.code === 200)).toHaveLength(2);
    expect(joined.filter((a) => a.code === ErrorCode.USER_LIMIT_REACHED)).toHaveLength(2);
    expect((await licenceStatus(owner)).msg.users).toBe(3);
    const more = await rpc('admin', 'v2/admin/max_user/invite', {
      auth: owner.login.auth,
      corp_id: tenantOf(owner),
      email: `late${freshMobile()}@example.com`,
    });
    expect(more.code).toBe(ErrorCode.USER_LIMIT_REACHED);
  });
});

import { describe, expect, it } from 'vitest';
import type { MarketingSourceRecorded } from '../../shared/acts/datasource.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { registerUser, rpc } from './helpers/client.js';

const ACT = 'v2/datasource/maidian_receiver';

describe('v2/datasource/maidian_receiver', () => {
  it('records a signed-in user’s marketing source once per channel and keyword', async () => {
    const user = await registerUser();
    const document = {
      corp_id: user.login.corp[0]?._id,
      user_id: user.login.user._id,
      count: 1,
      step: 'register',
      channel: 'newsletter',
      keyword: 'dashboards',
    };
    const first = await rpc<MarketingSourceRecorded>('datasource', ACT, {
      auth: user.login.auth,
      document,
      collection: 'source',
    });
    expect(first).toMatchObject({ code: 200, msg: { recorded: 1 } });
    const again = await rpc<MarketingSourceRecorded>('datasource', ACT, { auth: user.login.auth, document });
    expect(again.msg.recorded).toBe(0);
    const other = await rpc<MarketingSourceRecorded>('datasource', ACT, {
      auth: user.login.auth,
      document: { ...document, keyword: 'wallboards' },
    });
    expect(other.msg.recorded).toBe(1);
  });

  it('needs a channel or a keyword, and caps the fields', async () => {
    const user = await registerUser();
    const empty = await rpc('datasource', ACT, { auth: user.login.auth, document: { step: 'x' } });
    expect(empty.code).toBe(ErrorCode.PARAMS_INCOMPLETE);
    const long = await rpc('datasource', ACT, { auth: user.login.auth, document: { channel: 'x'.repeat(101) } });
    expect(long.code).not.toBe(200);
  });

  it('takes a record without a session too', async () => {
    const channel = `anon-${Date.now()}`;
    const anonymous = await rpc<MarketingSourceRecorded>('datasource', ACT, { auth: 'share', document: { channel } });
    expect(anonymous).toMatchObject({ code: 200, msg: { recorded: 1 } });
    const again = await rpc<MarketingSourceRecorded>('datasource', ACT, { auth: 'share', document: { channel } });
    expect(again.msg.recorded).toBe(0);
  });
});

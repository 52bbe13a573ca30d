import type { MarketingSourceArgs, MarketingSourceRecorded } from '../../../shared/acts/datasource.js';
import { LIMITS } from '../../../shared/limits.js';
import type { RequestInfo } from '../../lib/act.js';
import { sha256 } from '../../lib/crypto/tokens.js';
import { putIf } from '../../lib/data/conditions.js';
import { epochSeconds, keys } from '../../lib/data/keys.js';
import { takeAttempt } from '../../lib/data/rate-limits.js';
import { findSession } from '../../lib/data/sessions.js';
import { env } from '../../lib/env.js';
import { fail } from '../../lib/errors.js';
import { addressBucket } from '../../lib/net/coarse-client.js';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const RULE = { name: 'marketing-source', limit: LIMITS.marketingSource.perHour, windowMs: HOUR };

/**
 * `v2/datasource/maidian_receiver` (`maidian` is Chinese for "tracking point"): stores a marketing-source record once per sender,
 * channel and keyword, with a TTL. Public: a signed-in sender is the session's user and tenant
 * (the document's `user_id` and `corp_id` are not believed); without a session the sender is the
 * client's address. Counted per address before anything is written (API_THROTTLED).
 */
export async function receiveMarketingSource(
  args: MarketingSourceArgs,
  request: RequestInfo,
): Promise<MarketingSourceRecorded> {
  const bucket = addressBucket(request.sourceIp);
  if (!(await takeAttempt(RULE, bucket, request.now))) fail('API_THROTTLED');
  const found = request.token ? await findSession(request.token, request.now) : undefined;
  const session = found?.state === 'valid' ? found.session : undefined;
  const { channel, keyword, corp_id: corpId, count, step } = args.document;
  const tenantId = session && corpId && session.corps.includes(corpId) ? corpId : (session?.corps[0] ?? '');
  const sender = session ? `U#${session.userId}` : `A#${bucket}`;
  const recorded = await putIf({
    TableName: env.mainTable(),
    Item: {
      ...keys.marketingSource(sha256(JSON.stringify([sender, channel, keyword]))),
      userId: session?.userId ?? '',
      tenantId,
      channel,
      keyword,
      count: count ?? 0,
      step: step ?? '',
      collection: args.collection ?? '',
      at: request.now,
      expiresAt: epochSeconds(request.now + LIMITS.marketingSource.retentionDays * DAY),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
  return { recorded: recorded ? 1 : 0 };
}

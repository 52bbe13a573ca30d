import { randomUUID } from 'node:crypto';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import type { ScreenGroup } from '../../shared/acts/group.js';
import type { ScreenSummary } from '../../shared/acts/screen.js';
import type { VersionSummary } from '../../shared/acts/versions.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { HEADERS } from '../../shared/protocol/envelope.js';
import { KEYED_ACT_RETRIES, KEYED_ACTS } from '../../shared/protocol/keyed-acts.js';
import type { ActName } from '../../shared/acts/registry.js';
import { s3 } from '../../functions/lib/clients.js';
import { getScreen } from '../../functions/lib/data/screens.js';
import { listVersions } from '../../functions/lib/data/versions.js';
import { getWidget } from '../../functions/lib/data/widgets.js';
import { env } from '../../functions/lib/env.js';
import { callAs, registerUser, type Answer, type Registered } from './helpers/client.js';
import { clearFaults, faultStats, setFaults } from './helpers/faults.js';
import { latestPointer } from './helpers/published.js';
import { titleWidget } from './helpers/widgets.js';

/**
 * The fault pass: a user's working session (add screens, add widgets, edit, publish, copy) with
 * a quarter of the requests between the handlers and storage meeting a throttle, a 500, a reset
 * after the write landed, or a delay. The client behaves as the app does: a creating act is sent
 * again with its idempotency key after a server error; other acts are sent once. When the faults
 * stop, what storage holds must agree with every answer the user got.
 */
const ROUNDS = 8;
const figures = { acts: 0, acknowledged: 0, serverErrors: 0, retries: 0, violations: [] as string[] };

afterAll(async () => {
  await clearFaults();
});

/** An act as the app sends it (web/src/api/rpc.ts): keyed acts retried with their key. */
async function send<T>(user: Registered, act: ActName, args: Record<string, unknown>): Promise<Answer<T>> {
  const key = KEYED_ACTS.has(act) ? randomUUID() : undefined;
  for (let attempt = 0; ; attempt++) {
    figures.acts++;
    const answer = await callAs<T>(user, act, args, key ? { [HEADERS.idempotencyKey]: key } : {}).catch(
      () => undefined,
    );
    const failed = !answer || answer.code === ErrorCode.SERVER_ERROR;
    if (failed) figures.serverErrors++;
    if (answer && !failed) {
      if (answer.code === 200) figures.acknowledged++;
      return answer;
    }
    if (!key || attempt >= KEYED_ACT_RETRIES) return answer ?? { status: 0, code: 0, msg: undefined as T, body: {} };
    figures.retries++;
  }
}

function violation(text: string): void {
  figures.violations.push(text);
}

async function objectExists(key: string): Promise<boolean> {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: env.publishedBucket(), Key: key }));
    return true;
  } catch {
    return false;
  }
}

describe('the fault pass, 25 % of storage requests faulted', () => {
  it('loses no acknowledged write, half-applies no act, and reports no own write as a conflict', async () => {
    const owner = await registerUser();
    const tenantId = owner.login.corp[0]?._id ?? '';
    const group = (await callAs<ScreenGroup[]>(owner, 'v1/group/list')).msg[0] as ScreenGroup;
    const acked = {
      screens: new Map<string, string>(),
      widgets: new Map<string, { screenId: string; text: string; revision: number }>(),
      versions: new Map<string, string>(),
    };
    const before = await faultStats();
    await setFaults({
      rate: 0.25,
      kinds: ['throttle', 'error', 'reset-after-forward', 'delay'],
      seed: 2026,
      delayMs: 30,
    });

    for (let round = 0; round < ROUNDS; round++) {
      const name = `Wall ${round}`;
      const added = await send<ScreenSummary>(owner, 'v1/screen/add', { group_id: group._id, name, template: 'blank' });
      if (added.code !== 200) continue;
      const screenId = added.msg._id;
      acked.screens.set(screenId, name);
      const ids = [`r${round}a`, `r${round}b`];
      const appended = await send(owner, 'v1/screen/append_widget', {
        _id: screenId,
        widgets: ids.map((id) => titleWidget(id, 'First')),
      });
      if (appended.code !== 200) continue;
      for (const id of ids) acked.widgets.set(id, { screenId, text: 'First', revision: 1 });
      const [first] = ids as [string];
      const changed = await send<{ revision: number }>(owner, 'v1/screen/change_widget', {
        _id: screenId,
        widget: { ...titleWidget(first, 'Edited').widget },
        revision: 1,
      });
      if (changed.code === ErrorCode.REVISION_CONFLICT) violation(`change of ${first} answered a conflict with itself`);
      if (changed.code === 200) acked.widgets.set(first, { screenId, text: 'Edited', revision: changed.msg.revision });
      const published = await send<VersionSummary>(owner, 'v1/screen/version_add', { _id: screenId, name: 'Release' });
      if (published.code === 200) acked.versions.set(screenId, published.msg._id);
      const copied = await send<ScreenSummary>(owner, 'v1/screen/copy', { _id: screenId });
      if (copied.code === 200) acked.screens.set(copied.msg._id, copied.msg.name);
    }

    await clearFaults();
    const after = await faultStats();

    for (const [screenId, name] of acked.screens)
      if (!(await getScreen(tenantId, screenId))) violation(`acknowledged screen ${name} is missing`);
    for (const [id, expected] of acked.widgets) {
      const stored = await getWidget(tenantId, expected.screenId, id);
      if (!stored) violation(`acknowledged widget ${id} is missing`);
      else if (
        stored.revision < expected.revision ||
        (stored.revision === expected.revision && (stored.widget.attr as { text?: string }).text !== expected.text)
      )
        violation(`widget ${id} lost its acknowledged edit`);
    }
    const listed = (await callAs<{ list: ScreenSummary[] }>(owner, 'v1/screen/list', { group_id: group._id })).msg.list;
    const names = listed.map((screen) => screen.name);
    // One intent, one screen: a retried add or copy made twice would carry a de-duplicated name.
    for (const screen of listed)
      if (/ \d+$/.test(screen.name) && !/^Wall \d+$/.test(screen.name)) violation(`duplicate ${screen.name}`);
    if (new Set(names).size !== names.length) violation('two screens of one name');
    for (const screen of listed) {
      const record = await getScreen(tenantId, screen._id);
      const versions = await listVersions(tenantId, screen._id);
      if (versions.length > 1) violation(`${screen.name} has ${versions.length} versions of one publish`);
      for (const version of versions)
        if (!(await objectExists(version.objectKey)))
          violation(`${screen.name}: version ${version.versionId} has no object`);
      if ((await latestPointer(tenantId, screen._id)) !== record?.latestVersionId)
        violation(`${screen.name}: the public pointer is not the latest version`);
    }
    for (const [screenId, versionId] of acked.versions)
      if ((await getScreen(tenantId, screenId))?.latestVersionId !== versionId)
        violation(`acknowledged publish of ${screenId} is not the latest`);

    const faults = Object.fromEntries(
      Object.entries(after.faults).map(([kind, n]) => [
        kind,
        n - (before.faults[kind as keyof typeof before.faults] ?? 0),
      ]),
    );
    const requests = after.requests - before.requests;
    console.log(
      `fault pass: ${requests} storage requests, faults ${JSON.stringify(faults)}; ${figures.acts} acts sent ` +
        `(${figures.retries} retries), ${figures.acknowledged} acknowledged, ${figures.serverErrors} server errors, ` +
        `${figures.violations.length} violations`,
    );
    expect(Object.values(faults).reduce((sum, n) => sum + n, 0) / requests).toBeGreaterThan(0.15);
    expect(figures.acknowledged).toBeGreaterThan(ROUNDS * 3);
    expect(figures.violations).toEqual([]);
  });
});

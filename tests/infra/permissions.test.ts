import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  DEPLOYED_FAMILIES,
  HANDLER_GRANTS,
  handlerFolder,
  handlerSource,
  type HandlerGrants,
  type HandlerName,
} from '../../infra/permissions.js';
import { handlerEntry } from '../../infra/stacks/paths.js';
import { TENANT_ROLE_USERS } from '../../infra/stacks/tenant-data-role.js';
import { FAMILIES, type Family } from '../../shared/protocol/acts.js';

/**
 * The grant table (infra/permissions.ts) against the code: each handler's bundle, tree-shaken
 * as esbuild ships it, names the SDK commands it can send. Every one needs a grant (a missing
 * grant fails only in production), and every granted action must be used by one (least privilege).
 */
const SLOW = { timeout: 120_000 };

const DYNAMO: Record<string, string[]> = {
  Get: ['GetItem'],
  Put: ['PutItem'],
  Update: ['UpdateItem'],
  Delete: ['DeleteItem'],
  Query: ['Query'],
  Scan: ['Scan'],
  BatchGet: ['BatchGetItem'],
  BatchWrite: ['BatchWriteItem'],
};
const S3: Record<string, string[]> = {
  GetObject: ['GetObject'],
  HeadObject: ['GetObject'],
  PutObject: ['PutObject'],
  CreateMultipartUpload: ['PutObject'],
  UploadPart: ['PutObject'],
  CompleteMultipartUpload: ['PutObject'],
  CopyObject: ['GetObject', 'PutObject'],
  DeleteObject: ['DeleteObject'],
  DeleteObjects: ['DeleteObject'],
  AbortMultipartUpload: ['AbortMultipartUpload'],
  ListObjectsV2: ['ListBucket'],
  ListParts: ['ListMultipartUploadParts'],
};
/** KMS commands on the connection-secrets key (functions/lib/crypto/secret-box.ts). */
const KMS: Record<string, string[]> = {
  GenerateDataKey: ['GenerateDataKey'],
  Decrypt: ['Decrypt'],
};
/** The worksheet engine's Athena and Glue calls, and the worksheet schedules' (infra/stacks/worksheets.ts). */
const ATHENA = new Set(['StartQueryExecution', 'GetQueryExecution', 'GetQueryResults', 'StopQueryExecution']);
const GLUE = new Set(['GetDatabase', 'CreateDatabase', 'GetTable', 'CreateTable', 'UpdateTable', 'DeleteTable']);
const SCHEDULER = new Set(['GetSchedule', 'CreateSchedule', 'UpdateSchedule', 'DeleteSchedule']);
/** Items of a TransactWriteCommand need the action of their kind. */
const TRANSACT_ITEMS: Record<string, string> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
};

interface Used {
  dynamo: Set<string>;
  /** The table indexes it queries (`IndexName: '…'`), whichever table they belong to. */
  indexes: Set<string>;
  s3: Set<string>;
  sms: boolean;
  mail: boolean;
  manageConnections: boolean;
  kms: Set<string>;
  athena: Set<string>;
  glue: Set<string>;
  schedules: Set<string>;
  invokeRunner: boolean;
  /** STS AssumeRole of the tenant data role (infra/stacks/tenant-data-role.ts grants the act functions). */
  assumesTenantRole: boolean;
  /** Secrets Manager GetSecretValue: only the origin-verify secret is ever read (functions/lib/middleware/origin-verify.ts). */
  readsOriginVerifySecret: boolean;
}

/** What a handler's shipped bundle can call. */
async function usedBy(name: HandlerName): Promise<Used> {
  const source = handlerSource(name);
  const out = await build({
    entryPoints: [handlerEntry(source.folder, source.file)],
    bundle: true,
    write: false,
    treeShaking: true,
    minify: false,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  const code = out.outputFiles[0]?.text ?? '';
  const used: Used = {
    dynamo: new Set(),
    indexes: new Set([...code.matchAll(/\bIndexName: ["'](\w+)["']/g)].flatMap(([, index]) => (index ? [index] : []))),
    s3: new Set(),
    sms: false,
    mail: false,
    manageConnections: false,
    kms: new Set(),
    athena: new Set(),
    glue: new Set(),
    schedules: new Set(),
    invokeRunner: false,
    assumesTenantRole: false,
    readsOriginVerifySecret: false,
  };
  // esbuild renames colliding imports `GetCommand2`, `GetCommand3`…
  for (const [, command] of code.matchAll(/new (\w+?)Command\d*\(/g)) {
    if (!command) continue;
    if (DYNAMO[command]) DYNAMO[command].forEach((action) => used.dynamo.add(action));
    else if (S3[command]) S3[command].forEach((action) => used.s3.add(action));
    else if (KMS[command]) KMS[command].forEach((action) => used.kms.add(action));
    else if (ATHENA.has(command)) used.athena.add(command);
    else if (GLUE.has(command)) used.glue.add(command);
    else if (SCHEDULER.has(command)) used.schedules.add(command);
    else if (command === 'Invoke') used.invokeRunner = true;
    else if (command === 'AssumeRole') used.assumesTenantRole = true;
    else if (command === 'GetSecretValue') used.readsOriginVerifySecret = true;
    else if (command === 'TransactWrite') {
      for (const [, kind] of code.matchAll(/\b(Put|Update|Delete|ConditionCheck): \{/g)) {
        const action = kind ? TRANSACT_ITEMS[kind] : undefined;
        if (action) used.dynamo.add(action);
      }
    } else if (command === 'Publish') used.sms = true;
    else if (command === 'SendEmail') used.mail = true;
    else if (command === 'PostToConnection' || command === 'DeleteConnection') used.manageConnections = true;
    else
      throw new Error(`${name}: no IAM mapping for ${command}Command; add it to this test and to infra/permissions.ts`);
  }
  return used;
}

function granted(grants: HandlerGrants): Used {
  return {
    dynamo: new Set(grants.tables.flatMap((t) => t.actions)),
    indexes: new Set(grants.tables.flatMap((t) => t.indexes ?? [])),
    s3: new Set([...grants.objects.flatMap((o) => o.actions), ...(grants.listBuckets?.length ? ['ListBucket'] : [])]),
    sms: grants.sms === true,
    mail: grants.mail === true,
    manageConnections: grants.manageConnections === true,
    kms: new Set(grants.connectionSecrets ?? []),
    athena: new Set(grants.athena ?? []),
    glue: new Set(grants.glue ?? []),
    schedules: new Set(grants.schedules ?? []),
    invokeRunner: grants.invokeRunner === true,
    assumesTenantRole: false,
    readsOriginVerifySecret: grants.originVerifySecret === true,
  };
}

const sorted = (set: Set<string>) => [...set].sort();

describe('HANDLER_GRANTS (infra/permissions.ts)', () => {
  it('deploys exactly the families that have acts', SLOW, async () => {
    const withActs: Family[] = [];
    for (const family of FAMILIES) {
      const folder = handlerFolder(family);
      const module = (await import(handlerEntry(folder))) as Record<string, unknown>;
      const table = module[`${folder}Acts`];
      if (typeof table !== 'object' || table === null)
        throw new Error(`functions/${folder}/handler.ts exports no ${folder}Acts`);
      if (Object.keys(table).length > 0) withActs.push(family);
    }
    expect([...DEPLOYED_FAMILIES].sort()).toEqual(withActs.sort());
    expect(withActs).toContain('worksheet');
    expect(withActs).toContain('license');
  });

  for (const name of Object.keys(HANDLER_GRANTS) as HandlerName[]) {
    it(`grants ${name} every action its bundle calls, and nothing it does not call`, SLOW, async () => {
      const used = await usedBy(name);
      const grants = granted(HANDLER_GRANTS[name]);
      // ListBucket is granted for reads of optional objects (404 instead of 403), not for a command.
      const s3Used = new Set(used.s3);
      if (grants.s3.has('ListBucket') && used.s3.has('GetObject')) s3Used.add('ListBucket');
      expect(sorted(grants.dynamo), `${name} DynamoDB`).toEqual(sorted(used.dynamo));
      expect(sorted(grants.indexes), `${name} DynamoDB indexes`).toEqual(sorted(used.indexes));
      expect(sorted(grants.s3), `${name} S3`).toEqual(sorted(s3Used));
      expect(grants.sms, `${name} SNS`).toBe(used.sms);
      expect(grants.mail, `${name} SES`).toBe(used.mail);
      expect(grants.manageConnections, `${name} ManageConnections`).toBe(used.manageConnections);
      expect(sorted(grants.kms), `${name} KMS`).toEqual(sorted(used.kms));
      expect(sorted(grants.athena), `${name} Athena`).toEqual(sorted(used.athena));
      expect(sorted(grants.glue), `${name} Glue`).toEqual(sorted(used.glue));
      expect(sorted(grants.schedules), `${name} Scheduler`).toEqual(sorted(used.schedules));
      expect(grants.invokeRunner, `${name} invokes the runner`).toBe(used.invokeRunner);
      expect(grants.readsOriginVerifySecret, `${name} reads the origin-verify secret`).toBe(
        used.readsOriginVerifySecret,
      );
      expect(used.dynamo.has('Scan'), `${name} scans`).toBe(false);
      // The functions that reach tenants' data (and only they) assume the tenant data role.
      expect(used.assumesTenantRole, `${name} assumes the tenant data role`).toBe(TENANT_ROLE_USERS.includes(name));
    });
  }
});

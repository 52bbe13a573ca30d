import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSimulation, type Simulation } from '@cloud-copilot/iam-simulate';
import { App, Stack, type CfnResource } from 'aws-cdk-lib';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOYED_FAMILIES } from '../../infra/permissions.js';
import { TENANT_DATA_ROLE } from '../../infra/resources.js';
import { REPO_ROOT } from '../../infra/stacks/paths.js';
import {
  GLOBAL_OBJECT_PREFIXES,
  TENANT_OBJECT_PREFIXES,
  grantedPrefixes,
} from '../../infra/stacks/tenant-data-role.js';
import { buildWallboard, type WallboardStacks } from '../../infra/stacks/wallboard.js';
import { SITE_FIXTURE } from './site.js';

/**
 * Isolation by IAM (docs/tenants.md#isolation-by-iam): the synthesized tenant data role, its
 * policy and trust policy evaluated by an IAM policy simulator (@cloud-copilot/iam-simulate),
 * which evaluates `dynamodb:LeadingKeys`, policy variables (`${aws:PrincipalTag/tenant}`) and
 * the trust policy's tag conditions as AWS documents them.
 */
type Json = Record<string, unknown>;
const CDK_CONTEXT = (JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Json }).context;
const ACCOUNT = '123456789012';
const MAIN = `arn:aws:dynamodb:us-east-1:${ACCOUNT}:table/wallboard-main`;
const CONNECTIONS = `arn:aws:dynamodb:us-east-1:${ACCOUNT}:table/wallboard-connections`;
const ASSETS = 'arn:aws:s3:::wallboard-assets';
const PUBLISHED = 'arn:aws:s3:::wallboard-published';
const SESSION = `arn:aws:sts::${ACCOUNT}:assumed-role/TenantData/tenant-acme`;

let outdir = '';
let stacks: WallboardStacks;
let resources: Record<string, Json>;
let roleId = '';
let synthesized: CloudAssembly | undefined;
function assembly(): CloudAssembly {
  if (!synthesized) throw new Error('the app is synthesized in beforeAll');
  return synthesized;
}

/**
 * A template value made concrete: pseudo parameters, joins, the data stack's exported ARNs (by
 * the construct they name) and roles' ARNs (by logical id).
 */
function concrete(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(concrete);
  if (typeof value !== 'object' || value === null) return value;
  const node = value as Json;
  if ('Ref' in node) {
    const pseudo: Record<string, string> = {
      'AWS::Partition': 'aws',
      'AWS::AccountId': ACCOUNT,
      'AWS::Region': 'us-east-1',
      'AWS::URLSuffix': 'amazonaws.com',
    };
    return pseudo[String(node.Ref)] ?? `ref:${String(node.Ref)}`;
  }
  if ('Fn::Join' in node) {
    const [separator, parts] = node['Fn::Join'] as [string, unknown[]];
    return parts.map((part) => String(concrete(part))).join(separator);
  }
  if ('Fn::ImportValue' in node) {
    const name = String(node['Fn::ImportValue']);
    const known: Array<[string, string]> = [
      ['MainTable', MAIN],
      ['ConnectionsTable', CONNECTIONS],
      ['AssetsBucket', ASSETS],
      ['PublishedBucket', PUBLISHED],
    ];
    return known.find(([construct]) => name.includes(construct))?.[1] ?? `import:${name}`;
  }
  if ('Fn::GetAtt' in node) {
    const [logicalId, attribute] = node['Fn::GetAtt'] as [string, string];
    return attribute === 'Arn' ? `arn:aws:iam::${ACCOUNT}:role/${logicalId}` : `${logicalId}.${attribute}`;
  }
  return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, concrete(inner)]));
}

function logicalIdOf(construct: { node: { defaultChild?: unknown } }, stack: Stack): string {
  return stack.getLogicalId(construct.node.defaultChild as CfnResource);
}

/** The tenant data role's identity policy (every AWS::IAM::Policy attached to it, together). */
function rolePolicy(): Json {
  const statements = Object.values(resources)
    .filter((resource) => resource.Type === 'AWS::IAM::Policy')
    .map((resource) => resource.Properties as { Roles: Array<{ Ref: string }>; PolicyDocument: { Statement: Json[] } })
    .filter((properties) => properties.Roles.some((role) => role.Ref === roleId))
    .flatMap((properties) => properties.PolicyDocument.Statement);
  return concrete({ Version: '2012-10-17', Statement: statements }) as Json;
}

function trustPolicy(): Json {
  const role = resources[roleId] as { Properties: { AssumeRolePolicyDocument: Json } };
  return concrete(role.Properties.AssumeRolePolicyDocument) as Json;
}

async function decide(simulation: Omit<Simulation, 'serviceControlPolicies' | 'resourceControlPolicies'>) {
  const result = await runSimulation({ ...simulation, serviceControlPolicies: [], resourceControlPolicies: [] }, {});
  if (result.resultType === 'error') throw new Error(JSON.stringify(result.errors));
  return result.overallResult;
}

/** A request of the role's session for tenant `tag`. */
function asTenant(tag: string, action: string, resource: string, context: Record<string, string | string[]> = {}) {
  return decide({
    request: {
      principal: SESSION,
      action,
      resource: { resource, accountId: ACCOUNT },
      contextVariables: { 'aws:PrincipalTag/tenant': tag, ...context },
    },
    identityPolicies: [{ name: 'tenant-data', policy: rolePolicy() }],
  });
}

const item = (action: string, leadingKeys: string[], resource = MAIN) =>
  asTenant('acme', `dynamodb:${action}`, resource, { 'dynamodb:LeadingKeys': leadingKeys });

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'wallboard-tenant-role-'));
  const app = new App({
    outdir,
    context: { ...CDK_CONTEXT, region: 'us-east-1', 'aws:cdk:bundling-stacks': [], siteDir: SITE_FIXTURE },
  });
  stacks = buildWallboard(app);
  synthesized = app.synth();
  resources = (synthesized.getStackByName(stacks.api.stackName).template as { Resources: Record<string, Json> })
    .Resources;
  roleId = logicalIdOf(stacks.api.tenantDataRole.role, stacks.api);
}, 300_000);

afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

describe('tenant data role: DynamoDB', () => {
  it.each(['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'])(
    'allows %s on the tenant’s own keys',
    async (action) => {
      expect(await item(action, ['T#acme#SCREEN#1'])).toBe('Allowed');
      expect(await item(action, ['T#acme'])).toBe('Allowed');
    },
  );

  it.each(['GetItem', 'Query', 'PutItem', 'DeleteItem'])('denies %s on another tenant’s keys', async (action) => {
    expect(await item(action, ['T#other#SCREEN#1'])).not.toBe('Allowed');
    expect(await item(action, ['T#other'])).not.toBe('Allowed');
  });

  it('denies a tenant whose id starts with the caller’s (the prefix trick)', async () => {
    expect(await item('GetItem', ['T#acmex#SCREEN#1'])).not.toBe('Allowed');
    expect(await item('GetItem', ['T#acmex'])).not.toBe('Allowed');
    expect(await item('Query', ['T#acme*'])).not.toBe('Allowed');
  });

  it('allows the global items the acts need (sessions, users, share links)', async () => {
    for (const key of ['SESSION#x', 'U#u1', 'SHARE#h', 'INVITE#c', 'RATE#r#s', 'U#u1#SESSIONS'])
      expect(await item('GetItem', [key]), key).toBe('Allowed');
  });

  it('queries gsi1 within the tenant only', async () => {
    const index = `${MAIN}/index/gsi1`;
    expect(await item('Query', ['T#acme#U#u1#SCREENS'], index)).toBe('Allowed');
    expect(await item('Query', ['T#other#U#u1#SCREENS'], index)).not.toBe('Allowed');
  });

  it('denies a batch that mixes another tenant’s keys with the caller’s', async () => {
    expect(await item('BatchGetItem', ['T#acme#SCREEN#1', 'T#other#SCREEN#1'])).not.toBe('Allowed');
    expect(await item('BatchGetItem', ['T#acme#SCREEN#1', 'T#acme#SCREEN#2'])).toBe('Allowed');
  });

  it('grants no scan and nothing on other tables', async () => {
    expect(await item('Scan', ['T#acme'])).not.toBe('Allowed');
    expect(await item('GetItem', ['T#acme'], `arn:aws:dynamodb:us-east-1:${ACCOUNT}:table/someone-else`)).not.toBe(
      'Allowed',
    );
  });

  it('reaches the connections table (the fan-out)', async () => {
    expect(await asTenant('acme', 'dynamodb:Query', `${CONNECTIONS}/index/byTarget`)).toBe('Allowed');
  });
});

describe('tenant data role: S3', () => {
  it('reads and writes under the tenant’s own prefixes', async () => {
    expect(await asTenant('acme', 's3:GetObject', `${ASSETS}/thumbs/acme/s1/t.png`)).toBe('Allowed');
    expect(await asTenant('acme', 's3:PutObject', `${ASSETS}/secrets/acme/s1/versions/v1.json`)).toBe('Allowed');
    expect(await asTenant('acme', 's3:GetObject', `${PUBLISHED}/versions/acme/s1/v1.json`)).toBe('Allowed');
  });

  it('denies another tenant’s objects, the prefix trick included', async () => {
    expect(await asTenant('acme', 's3:GetObject', `${ASSETS}/thumbs/other/s1/t.png`)).not.toBe('Allowed');
    expect(await asTenant('acme', 's3:GetObject', `${ASSETS}/exports/other/u/x.zip`)).not.toBe('Allowed');
    expect(await asTenant('acme', 's3:GetObject', `${PUBLISHED}/versions/other/s1/v1.json`)).not.toBe('Allowed');
    expect(await asTenant('acme', 's3:GetObject', `${ASSETS}/thumbs/acmex/s1/t.png`)).not.toBe('Allowed');
  });

  it('reaches the global prefixes (avatars, open shares)', async () => {
    expect(await asTenant('acme', 's3:GetObject', `${ASSETS}/avatars/u1/a.png`)).toBe('Allowed');
    expect(await asTenant('acme', 's3:PutObject', `${PUBLISHED}/published/s/tok.json`)).toBe('Allowed');
  });

  it('lists only under the tenant’s prefixes', async () => {
    expect(await asTenant('acme', 's3:ListBucket', ASSETS, { 's3:prefix': 'worksheets/acme/w1/' })).toBe('Allowed');
    expect(await asTenant('acme', 's3:ListBucket', ASSETS, { 's3:prefix': 'worksheets/other/w1/' })).not.toBe(
      'Allowed',
    );
  });

  it('classes every prefix the act functions are granted as a tenant or a global one', () => {
    for (const bucket of ['assets', 'published'] as const) {
      const classed = [...TENANT_OBJECT_PREFIXES[bucket], ...GLOBAL_OBJECT_PREFIXES[bucket]].sort();
      expect(
        grantedPrefixes(bucket).every((prefix) => classed.includes(prefix)),
        bucket,
      ).toBe(true);
    }
  });
});

describe('tenant data role: trust', () => {
  const functionRoles = () =>
    DEPLOYED_FAMILIES.map((family) => logicalIdOf(stacks.api.functions[family].role as never, stacks.api));

  async function assume(principalRoleId: string, tags: Record<string, string>) {
    const principal = `arn:aws:iam::${ACCOUNT}:role/${principalRoleId}`;
    const context: Record<string, string | string[]> = {
      'aws:PrincipalArn': principal,
      'aws:TagKeys': Object.keys(tags),
    };
    for (const [key, value] of Object.entries(tags)) context[`aws:RequestTag/${key}`] = value;
    const results = [];
    for (const action of ['sts:AssumeRole', 'sts:TagSession']) {
      results.push(
        await decide({
          request: {
            principal,
            action,
            resource: { resource: `arn:aws:iam::${ACCOUNT}:role/${roleId}`, accountId: ACCOUNT },
            contextVariables: context,
          },
          identityPolicies: [
            {
              name: 'assume',
              policy: {
                Version: '2012-10-17',
                Statement: [{ Effect: 'Allow', Action: ['sts:AssumeRole', 'sts:TagSession'], Resource: '*' }],
              },
            },
          ],
          resourcePolicy: trustPolicy(),
        }),
      );
    }
    return results.every((result) => result === 'Allowed') ? 'Allowed' : 'Denied';
  }

  it('lets every act function assume it with a tenant tag', async () => {
    for (const id of functionRoles()) expect(await assume(id, { tenant: 'acme' }), id).toBe('Allowed');
  });

  it('requires the tenant tag, alone and of safe characters', async () => {
    const [first = ''] = functionRoles();
    expect(await assume(first, {})).toBe('Denied');
    expect(await assume(first, { tenant: '' })).toBe('Denied');
    expect(await assume(first, { tenant: 'a*' })).toBe('Denied');
    expect(await assume(first, { tenant: 'a#b' })).toBe('Denied');
    expect(await assume(first, { tenant: 'a/b' })).toBe('Denied');
    expect(await assume(first, { tenant: 'acme', other: 'x' })).toBe('Denied');
  });

  it('lets the worksheet runner and the WebSocket function assume it too', async () => {
    const runner = logicalIdOf(stacks.api.worksheets.runner.role as never, stacks.api);
    expect(await assume(runner, { tenant: 'acme' })).toBe('Allowed');
    // The WebSocket function's role is the realtime stack's: trusted by its exported ARN.
    const trusted = (trustPolicy().Statement as Array<{ Condition: { ArnEquals: Record<string, string[]> } }>)
      .flatMap((statement) => statement.Condition.ArnEquals['aws:PrincipalArn'] ?? [])
      .filter((arn) => arn.startsWith('import:'));
    expect(trusted).toHaveLength(1);
    expect(trusted[0]).toMatch(/WsFunction/);
  });

  it('refuses any other principal', async () => {
    expect(await assume('SomeOtherRole', { tenant: 'acme' })).toBe('Denied');
  });

  it('is named, so the realtime stack names its ARN; the functions that use it are given the ARN', () => {
    const role = resources[roleId] as { Properties: { RoleName: unknown } };
    expect(concrete(role.Properties.RoleName)).toBe('wallboard-tenant-data-us-east-1');
    const env = (construct: Parameters<typeof logicalIdOf>[0]) => {
      const fn = resources[logicalIdOf(construct, stacks.api)] as {
        Properties: { Environment: { Variables: Record<string, unknown> } };
      };
      return fn.Properties.Environment.Variables[TENANT_DATA_ROLE.envVar];
    };
    for (const family of DEPLOYED_FAMILIES)
      expect(env(stacks.api.functions[family]), family).toEqual({ 'Fn::GetAtt': [roleId, 'Arn'] });
    expect(env(stacks.api.worksheets.runner)).toEqual({ 'Fn::GetAtt': [roleId, 'Arn'] });
    const ws = stacks.realtime.handler;
    const wsTemplate = (
      assembly().getStackByName(stacks.realtime.stackName).template as { Resources: Record<string, Json> }
    ).Resources;
    const wsFunction = wsTemplate[logicalIdOf(ws, stacks.realtime)] as {
      Properties: { Environment: { Variables: Record<string, unknown> } };
    };
    expect(concrete(wsFunction.Properties.Environment.Variables[TENANT_DATA_ROLE.envVar])).toBe(
      `arn:aws:iam::${ACCOUNT}:role/wallboard-tenant-data-us-east-1`,
    );
  });
});

/**
 * Every function role, of every stack: its own identity policy (not the tenant data role it may
 * assume) reaches no tenant's keys of the main table, whatever the action; the global items stay
 * reachable where the function needs them.
 */
describe('function roles: no tenant keys without the tenant data role', () => {
  type Statement = Json & { Effect: string };
  /** Each Lambda function's role (logical id) with the statements of every policy attached to it. */
  function functionRolePolicies(): Array<{ stack: string; role: string; policy: Json }> {
    const out: Array<{ stack: string; role: string; policy: Json }> = [];
    for (const stack of assembly().stacks) {
      const all = (stack.template as { Resources: Record<string, Json> }).Resources;
      const roles = new Set(
        Object.values(all)
          .filter((resource) => resource.Type === 'AWS::Lambda::Function')
          .map(
            (resource) =>
              (resource.Properties as { Role: { 'Fn::GetAtt'?: [string, string] } }).Role['Fn::GetAtt']?.[0],
          )
          .filter((role): role is string => role !== undefined),
      );
      for (const role of roles) {
        const statements = Object.values(all)
          .filter((resource) => resource.Type === 'AWS::IAM::Policy')
          .map(
            (resource) =>
              resource.Properties as { Roles: Array<{ Ref?: string }>; PolicyDocument: { Statement: Statement[] } },
          )
          .filter((properties) => properties.Roles.some((ref) => ref.Ref === role))
          .flatMap((properties) => properties.PolicyDocument.Statement);
        out.push({
          stack: stack.stackName,
          role,
          policy: concrete({ Version: '2012-10-17', Statement: statements }) as Json,
        });
      }
    }
    return out;
  }

  const asFunction = (policy: Json, role: string, action: string, leadingKeys: string[], resource = MAIN) =>
    decide({
      request: {
        principal: `arn:aws:sts::${ACCOUNT}:assumed-role/${role}/fn`,
        action: `dynamodb:${action}`,
        resource: { resource, accountId: ACCOUNT },
        contextVariables: { 'dynamodb:LeadingKeys': leadingKeys },
      },
      identityPolicies: [{ name: 'own', policy }],
    });

  it('finds the function roles of the API and realtime stacks', () => {
    const stacksWithFunctions = new Set(functionRolePolicies().map((entry) => entry.stack));
    expect(stacksWithFunctions).toContain(stacks.api.stackName);
    expect(stacksWithFunctions).toContain(stacks.realtime.stackName);
  });

  it('denies every function role every action on a tenant key, on the table and its index', async () => {
    const actions = [
      'GetItem',
      'BatchGetItem',
      'Query',
      'PutItem',
      'UpdateItem',
      'DeleteItem',
      'BatchWriteItem',
      'ConditionCheckItem',
    ];
    for (const { role, policy } of functionRolePolicies()) {
      for (const action of actions) {
        for (const keys of [['T#acme'], ['T#acme#SCREEN#1'], ['SESSION#s', 'T#acme']])
          expect(await asFunction(policy, role, action, keys), `${role} ${action} ${keys.join(',')}`).not.toBe(
            'Allowed',
          );
        expect(
          await asFunction(policy, role, action, ['T#acme#U#u#SCREENS'], `${MAIN}/index/gsi1`),
          `${role} ${action} gsi1`,
        ).not.toBe('Allowed');
      }
    }
  });

  it('still lets the act functions read sessions with their own role', async () => {
    const api = functionRolePolicies().filter((entry) => entry.stack === stacks.api.stackName);
    const families = DEPLOYED_FAMILIES.map((family) =>
      logicalIdOf(stacks.api.functions[family].role as never, stacks.api),
    );
    for (const { role, policy } of api.filter((entry) => families.includes(entry.role)))
      expect(await asFunction(policy, role, 'GetItem', ['SESSION#s']), role).toBe('Allowed');
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, CfnElement, Stack, type CfnResource } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/stacks/paths.js';
import { buildWallboard, type WallboardStacks } from '../../infra/stacks/wallboard.js';
import { WORKSHEETS } from '../../infra/resources.js';
import { WORKSHEET_LIMITS } from '../../shared/datasource/worksheet.js';
import { SITE_FIXTURE } from './site.js';

/**
 * The worksheet functions, their schedules and their Athena workgroup as synthesized
 * (infra/stacks/worksheets.ts, infra/permissions.ts): what a deployed worksheet relies on to load,
 * be scheduled and be queried, and that nothing is granted past it. No bundling: these read the
 * templates (tests/infra/stacks.test.ts checks the shipped packages).
 */
type Json = Record<string, unknown>;
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: Json };

const CDK_CONTEXT = (JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Json }).context;
const SLOW = { timeout: 120_000 };

let outdir = '';
let stacks: WallboardStacks;
let api: Template;

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'wallboard-worksheets-'));
  const app = new App({
    outdir,
    context: { ...CDK_CONTEXT, region: 'us-east-1', 'aws:cdk:bundling-stacks': [], siteDir: SITE_FIXTURE },
  });
  stacks = buildWallboard(app);
  app.synth();
  api = Template.fromStack(stacks.api);
}, 120_000);

afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

/** The logical id of an L1 resource, or of an L2 construct's own resource. */
const logicalIdOf = (construct: IConstruct): string =>
  Stack.of(construct).getLogicalId(
    CfnElement.isCfnElement(construct) ? construct : (construct.node.defaultChild as CfnResource),
  );

function propertiesOf(construct: IConstruct): Json {
  const resources = api.toJSON().Resources as Record<string, { Properties: Json }>;
  const resource = resources[logicalIdOf(construct)];
  if (!resource) throw new Error(`no resource for ${construct.node.path}`);
  return resource.Properties;
}

const actFunction = (): IFunction => stacks.api.functions.worksheet;
const runner = (): IFunction => stacks.api.worksheets.runner;
/** The functions that query worksheets: the worksheet ones and those that run data APIs. */
const engineFunctions = (): IFunction[] => [
  actFunction(),
  runner(),
  stacks.api.functions.api,
  stacks.api.functions.screen,
  stacks.api.functions.group,
];
const variablesOf = (fn: IFunction): Json => (propertiesOf(fn).Environment as { Variables: Json }).Variables;

/** The Allow statements of the policies attached to a role. */
function statementsOfRole(roleId: string): Statement[] {
  return Object.values(api.findResources('AWS::IAM::Policy'))
    .map((policy) => policy.Properties as { Roles: unknown; PolicyDocument: { Statement: Statement[] } })
    .filter((policy) => JSON.stringify(policy.Roles).includes(roleId))
    .flatMap((policy) => policy.PolicyDocument.Statement);
}

function statementsOf(fn: IFunction): Statement[] {
  if (!fn.role) throw new Error(`${fn.node.path} has no role`);
  return statementsOfRole(logicalIdOf(fn.role));
}

const actionsIn = (statement: Statement): string[] =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];
const resourcesIn = (statement: Statement): unknown[] =>
  Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource];

/** The statements granting any action of a service (`glue:`), resources flattened to text. */
function grantsOf(fn: IFunction, service: string): Array<{ actions: string[]; resources: string[]; condition?: Json }> {
  return statementsOf(fn)
    .filter((statement) => actionsIn(statement).some((action) => action.startsWith(`${service}:`)))
    .map((statement) => ({
      actions: actionsIn(statement).sort(),
      resources: resourcesIn(statement).map((resource) => JSON.stringify(resource)),
      ...(statement.Condition ? { condition: statement.Condition } : {}),
    }));
}

/** The ARN text of CloudFormation's `Fn::Join` of `arn:aws:<service>:us-east-1:<account>:<rest>`. */
const arnPattern = (service: string, rest: string): RegExp =>
  new RegExp(`"arn:aws:${service}:us-east-1:",\\{"Ref":"AWS::AccountId"\\},":${rest}"`);
/** The runner's ARN, built from its set name. */
const RUNNER_ARN = arnPattern('lambda', 'function:Wallboard-Api-worksheet-run');

describe('worksheet functions', () => {
  it(
    'runs the act function in the query VPC with an act timeout, 4 GB of /tmp and every worksheet setting',
    SLOW,
    () => {
      const props = propertiesOf(actFunction());
      expect(props).toMatchObject({
        Architectures: ['arm64'],
        MemorySize: 1024,
        Timeout: 30,
        EphemeralStorage: { Size: 4096 },
        Handler: 'index.handler',
      });
      expect(props.VpcConfig).toMatchObject({ SubnetIds: expect.any(Array), SecurityGroupIds: expect.any(Array) });
      const variables = variablesOf(actFunction());
      expect(JSON.stringify(variables.WORKSHEET_RUNNER_ARN)).toMatch(RUNNER_ARN);
      expect(variables).toMatchObject({
        WORKSHEET_CACHE_BYTES: String(2 * 1024 ** 3),
        WORKSHEET_SCHEDULER_ROLE_ARN: { 'Fn::GetAtt': [logicalIdOf(stacks.api.worksheets.schedulerRole), 'Arn'] },
        ATHENA_WORKGROUP: 'wallboard-worksheets',
        GLUE_DATABASE_PREFIX: 'wallboard_ws',
        ATHENA_MIN_BYTES: String(WORKSHEET_LIMITS.athenaMinBytes),
        WORKSHEET_SCHEDULE_GROUP: 'wallboard-worksheets',
      });
      expect(JSON.stringify(variables.CONNECTION_SECRETS_KEY_ID)).toContain('ConnectionSecretsKey');
    },
  );

  it(
    'runs the runner in the same subnets: 2 GB, 15 minutes, 4 GB of /tmp, two retries, then an encrypted DLQ',
    SLOW,
    () => {
      const props = propertiesOf(runner());
      expect(props).toMatchObject({
        FunctionName: 'Wallboard-Api-worksheet-run',
        Architectures: ['arm64'],
        MemorySize: 2048,
        Timeout: 900,
        EphemeralStorage: { Size: 4096 },
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        DeadLetterConfig: { TargetArn: { 'Fn::GetAtt': [logicalIdOf(stacks.api.worksheets.deadLetters), 'Arn'] } },
      });
      const subnetsOf = (fn: IFunction) => (propertiesOf(fn).VpcConfig as { SubnetIds: unknown[] }).SubnetIds;
      expect(subnetsOf(runner())).toEqual(subnetsOf(actFunction()));
      expect(subnetsOf(runner())).toHaveLength(2);
      api.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: logicalIdOf(runner()) },
        MaximumRetryAttempts: 2,
      });
      expect(propertiesOf(stacks.api.worksheets.deadLetters)).toMatchObject({ SqsManagedSseEnabled: true });
      api.hasResourceProperties('AWS::SQS::QueuePolicy', {
        PolicyDocument: {
          Statement: [Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })],
        },
      });
      // The engine's settings and its own ARN, but nothing to schedule with: only the act function does.
      const variables = variablesOf(runner());
      expect(variables).toMatchObject({
        ATHENA_WORKGROUP: 'wallboard-worksheets',
        GLUE_DATABASE_PREFIX: 'wallboard_ws',
        WORKSHEET_CACHE_BYTES: String(2 * 1024 ** 3),
      });
      expect(JSON.stringify(variables.WORKSHEET_RUNNER_ARN)).toMatch(RUNNER_ARN);
      for (const name of ['WORKSHEET_SCHEDULE_GROUP', 'WORKSHEET_SCHEDULER_ROLE_ARN'])
        expect(variables, name).not.toHaveProperty(name);
      // No route and no API Gateway permission: only the act function and the schedules invoke it.
      const permissions = Object.values(api.findResources('AWS::Lambda::Permission')).map((p) => p.Properties as Json);
      expect(permissions.filter((p) => JSON.stringify(p.FunctionName).includes(logicalIdOf(runner())))).toEqual([]);
    },
  );
});

describe('worksheet schedules', () => {
  it('has the schedule group and a role only scheduler.amazonaws.com of this account assumes', SLOW, () => {
    api.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'wallboard-worksheets' });
    const role = propertiesOf(stacks.api.worksheets.schedulerRole);
    expect((role.AssumeRolePolicyDocument as { Statement: Statement[] }).Statement).toEqual([
      {
        Effect: 'Allow',
        Action: 'sts:AssumeRole',
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: {
          StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
          ArnLike: { 'aws:SourceArn': expect.anything() },
        },
      },
    ]);
    const sourceArn = JSON.stringify(
      (role.AssumeRolePolicyDocument as { Statement: Statement[] }).Statement[0]?.Condition,
    );
    expect(sourceArn).toMatch(arnPattern('scheduler', 'schedule/wallboard-worksheets/\\*'));
  });

  it(
    'sweeps runs that never started or died every minute: one schedule of the group, invoking the runner',
    SLOW,
    () => {
      const worksheets = stacks.api.worksheets;
      const props = propertiesOf(worksheets.sweepSchedule);
      expect(props).toMatchObject({
        Name: WORKSHEETS.sweepSchedule,
        ScheduleExpression: 'rate(1 minute)',
        FlexibleTimeWindow: { Mode: 'OFF' },
        State: 'ENABLED',
        Target: {
          RoleArn: { 'Fn::GetAtt': [logicalIdOf(worksheets.schedulerRole), 'Arn'] },
          Input: JSON.stringify({ sweep: true }),
          RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 },
        },
      });
      expect(props.GroupName).toBe(WORKSHEETS.scheduleGroup);
      const resources = api.toJSON().Resources as Record<string, { DependsOn?: string[] }>;
      expect(resources[logicalIdOf(worksheets.sweepSchedule)]?.DependsOn).toContain(
        logicalIdOf(worksheets.scheduleGroup),
      );
      expect(JSON.stringify((props.Target as Json).Arn)).toMatch(RUNNER_ARN);
      // The worksheets' own schedules are made at run time: the sweep's is the stack's only one.
      expect(Object.keys(api.findResources('AWS::Scheduler::Schedule'))).toEqual([
        logicalIdOf(worksheets.sweepSchedule),
      ]);
    },
  );

  it('lets the scheduler role invoke the runner and nothing else', SLOW, () => {
    const statements = statementsOfRole(logicalIdOf(stacks.api.worksheets.schedulerRole));
    expect(statements).toEqual([{ Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: expect.anything() }]);
    expect(JSON.stringify(statements[0]?.Resource)).toMatch(RUNNER_ARN);
  });
});

describe('worksheet grants', () => {
  it('scopes the act function: its schedules, the scheduler role passed to the scheduler, the runner', SLOW, () => {
    expect(grantsOf(actFunction(), 'scheduler')).toEqual([
      {
        actions: ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'scheduler:UpdateSchedule'],
        resources: [expect.stringMatching(arnPattern('scheduler', 'schedule/wallboard-worksheets/\\*'))],
      },
    ]);
    expect(grantsOf(actFunction(), 'iam')).toEqual([
      {
        actions: ['iam:PassRole'],
        resources: [JSON.stringify({ 'Fn::GetAtt': [logicalIdOf(stacks.api.worksheets.schedulerRole), 'Arn'] })],
        condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      },
    ]);
    // The runner's services can start a run too; no other function may invoke it.
    for (const fn of [actFunction(), runner()])
      expect(grantsOf(fn, 'lambda'), fn.node.path).toEqual([
        { actions: ['lambda:InvokeFunction'], resources: [expect.stringMatching(RUNNER_ARN)] },
      ]);
    for (const fn of Object.values(stacks.api.functions).filter((other) => other !== actFunction()))
      expect(grantsOf(fn, 'lambda'), fn.node.path).toEqual([]);
  });

  it('gives the functions that query worksheets Athena in the workgroup and Glue on wallboard_ws* only', SLOW, () => {
    for (const fn of engineFunctions()) {
      expect(grantsOf(fn, 'athena'), fn.node.path).toEqual([
        {
          actions: [
            'athena:GetQueryExecution',
            'athena:GetQueryResults',
            'athena:StartQueryExecution',
            'athena:StopQueryExecution',
          ],
          resources: [expect.stringMatching(arnPattern('athena', 'workgroup/wallboard-worksheets'))],
        },
      ]);
      // Athena's reads of the catalog with the caller's credentials, and the engine's own calls.
      const glue = grantsOf(fn, 'glue');
      expect(glue.flatMap((grant) => grant.actions).sort()).toEqual([
        'glue:CreateDatabase',
        'glue:CreateTable',
        'glue:GetDatabase',
        'glue:GetPartitions',
        'glue:GetTable',
        'glue:UpdateTable',
      ]);
      for (const grant of glue)
        expect(grant.resources, fn.node.path).toEqual([
          expect.stringMatching(arnPattern('glue', 'catalog')),
          expect.stringMatching(arnPattern('glue', 'database/wallboard_ws\\*')),
          expect.stringMatching(arnPattern('glue', 'table/wallboard_ws\\*/\\*')),
        ]);
      expect(variablesOf(fn), fn.node.path).toMatchObject({ ATHENA_WORKGROUP: 'wallboard-worksheets' });
    }
    for (const family of ['user', 'template', 'upload', 'tenant', 'admin', 'datasource'] as const) {
      const fn = stacks.api.functions[family];
      expect([...grantsOf(fn, 'athena'), ...grantsOf(fn, 'glue')], family).toEqual([]);
    }
  });

  it('gives the runner no scheduling and no role passing', SLOW, () => {
    for (const service of ['scheduler', 'iam']) expect(grantsOf(runner(), service), service).toEqual([]);
  });

  it('keeps their objects to uploads (read), worksheets, exports (act function only) and Athena results', SLOW, () => {
    const objectsOf = (fn: IFunction, action: string): string[] =>
      statementsOf(fn)
        .filter((statement) => actionsIn(statement).includes(action))
        .flatMap(resourcesIn)
        .map((resource) => {
          const match = /"\/([\w-]+\/)\*"/.exec(JSON.stringify(resource));
          return match?.[1] ?? JSON.stringify(resource);
        })
        .sort();
    // Exports are handed out by presigned URL, signed with the act function's role.
    expect(objectsOf(actFunction(), 's3:GetObject')).toEqual([
      'athena-results/',
      'exports/',
      'uploads/',
      'worksheets/',
    ]);
    expect(objectsOf(actFunction(), 's3:PutObject')).toEqual(['athena-results/', 'exports/', 'worksheets/']);
    expect(objectsOf(actFunction(), 's3:DeleteObject')).toEqual(['worksheets/']);
    expect(objectsOf(runner(), 's3:GetObject')).toEqual(['athena-results/', 'uploads/', 'worksheets/']);
    expect(objectsOf(runner(), 's3:PutObject')).toEqual(['athena-results/', 'worksheets/']);
    expect(objectsOf(runner(), 's3:DeleteObject')).toEqual(['worksheets/']);
    for (const fn of [actFunction(), runner()]) {
      expect(objectsOf(fn, 's3:AbortMultipartUpload'), fn.node.path).toEqual(['athena-results/']);
      // Every resource is named: `*` only for X-Ray's trace actions, which take none.
      for (const statement of statementsOf(fn)) {
        if (!resourcesIn(statement).includes('*')) continue;
        expect(
          actionsIn(statement).every((action) => action.startsWith('xray:')),
          JSON.stringify(statement),
        ).toBe(true);
      }
      expect(
        statementsOf(fn)
          .flatMap(actionsIn)
          .filter((action) => action.endsWith('*')),
      ).toEqual([]);
    }
  });
});

describe('Athena workgroup', () => {
  it("enforces encrypted results under the assets bucket's athena-results/ and a 10 GB scan cutoff", SLOW, () => {
    const assets = Stack.of(stacks.data.buckets.assets).getLogicalId(
      stacks.data.buckets.assets.node.defaultChild as CfnResource,
    );
    const props = propertiesOf(stacks.api.worksheets.workgroup);
    expect(props).toMatchObject({
      Name: 'wallboard-worksheets',
      State: 'ENABLED',
      WorkGroupConfiguration: {
        EnforceWorkGroupConfiguration: true,
        PublishCloudWatchMetricsEnabled: true,
        BytesScannedCutoffPerQuery: 10 * 1024 ** 3,
        ResultConfiguration: {
          EncryptionConfiguration: { EncryptionOption: 'SSE_S3' },
          ExpectedBucketOwner: { Ref: 'AWS::AccountId' },
        },
      },
    });
    const location = JSON.stringify(
      (props.WorkGroupConfiguration as { ResultConfiguration: { OutputLocation: unknown } }).ResultConfiguration
        .OutputLocation,
    );
    expect(location).toMatch(/^\{"Fn::Join":\["",\["s3:\/\/",/);
    expect(location).toContain(assets);
    expect(location).toMatch(/"\/athena-results\/"\]\]\}$/);
  });
});

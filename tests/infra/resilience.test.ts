import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, CfnElement, Stack, type CfnResource } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOYED_FAMILIES, FAMILY_HANDLERS, QUERY_FAMILIES } from '../../infra/permissions.js';
import { BUCKETS, TABLES, WORKSHEETS } from '../../infra/resources.js';
import { BACKUPS, BACKUP_ROLE_POLICIES, NONCURRENT_VERSION_DAYS } from '../../infra/stacks/data-stack.js';
import { ALARM_THRESHOLDS, TABLE_OPERATIONS } from '../../infra/stacks/observability.js';
import { REPO_ROOT } from '../../infra/stacks/paths.js';
import { keysOf } from '../../infra/stacks/records.js';
import { WS_STAGE_NAME } from '../../infra/stacks/realtime-stack.js';
import { buildWallboard, optionsFromContext, type WallboardStacks } from '../../infra/stacks/wallboard.js';
import { WEB_ACL_NAME } from '../../infra/stacks/web-acl.js';
import { SITE_FIXTURE } from './site.js';

/**
 * What keeps Wallboard's data through a mistake (deletion protection, AWS Backup, object versions)
 * and the alarms that tell of trouble, as synthesized. No bundling: these read the templates.
 */
type Json = Record<string, unknown>;

const CDK_CONTEXT = (JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Json }).context;
const SLOW = { timeout: 120_000 };
const dirs: string[] = [];

function build(context: Json): WallboardStacks {
  const outdir = mkdtempSync(join(tmpdir(), 'wallboard-resilience-'));
  dirs.push(outdir);
  const app = new App({
    outdir,
    context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [], siteDir: SITE_FIXTURE, ...context },
  });
  const stacks = buildWallboard(app, optionsFromContext(app));
  app.synth();
  return stacks;
}

let stacks: WallboardStacks;
/** The app in one region (us-east-1): the WebACL in the web stack. */
let data: Template;
let api: Template;
let realtime: Template;
let web: Template;

beforeAll(() => {
  stacks = build({ region: 'us-east-1' });
  data = Template.fromStack(stacks.data);
  api = Template.fromStack(stacks.api);
  realtime = Template.fromStack(stacks.realtime);
  web = Template.fromStack(stacks.web);
}, 120_000);

afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const logicalIdOf = (construct: IConstruct): string =>
  Stack.of(construct).getLogicalId(
    CfnElement.isCfnElement(construct) ? construct : (construct.node.defaultChild as CfnResource),
  );

function resourceOf(template: Template, construct: IConstruct): Json {
  const resource = (template.toJSON().Resources as Record<string, Json>)[logicalIdOf(construct)];
  if (!resource) throw new Error(`no resource for ${construct.node.path}`);
  return resource;
}

const propertiesOf = (template: Template, construct: IConstruct): Json =>
  resourceOf(template, construct).Properties as Json;

function resourcesOfType(template: Template, type: string): Json[] {
  return Object.values(template.findResources(type) as Record<string, Json>).map((r) => r.Properties as Json);
}

const alarmsOf = (template: Template): Json[] => resourcesOfType(template, 'AWS::CloudWatch::Alarm');

/** The one alarm of `template` on `metricName` whose dimensions include `dimension`. */
function alarmOn(template: Template, metricName: string, dimension: { Name: string; Value: unknown }): Json {
  const found = alarmsOf(template).filter(
    (alarm) =>
      alarm.MetricName === metricName &&
      (alarm.Dimensions as Json[] | undefined)?.some((d) => JSON.stringify(d) === JSON.stringify(dimension)),
  );
  expect(found, `${metricName} ${JSON.stringify(dimension)}`).toHaveLength(1);
  return found[0] as Json;
}

/** Notifies the alarm topic when it fires and when it clears. */
function expectNotifiesTopic(alarm: Json): void {
  expect(JSON.stringify(alarm.AlarmActions)).toMatch(/AlarmTopic/);
  expect(JSON.stringify(alarm.OKActions)).toMatch(/AlarmTopic/);
  expect(alarm).toMatchObject({
    ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    TreatMissingData: 'notBreaching',
  });
}

describe('data that survives a mistake', () => {
  it('protects both tables from deletion and keeps their point-in-time recovery', SLOW, () => {
    for (const name of keysOf(TABLES)) {
      expect(propertiesOf(data, stacks.data.tables[name]), name).toMatchObject({
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      });
    }
  });

  it('versions both buckets and expires noncurrent versions and stray delete markers', SLOW, () => {
    for (const name of keysOf(BUCKETS)) {
      const props = propertiesOf(data, stacks.data.buckets[name]);
      expect(props.VersioningConfiguration, name).toEqual({ Status: 'Enabled' });
      expect((props.LifecycleConfiguration as { Rules: Json[] }).Rules, name).toEqual(
        expect.arrayContaining([
          { AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' },
          {
            NoncurrentVersionExpiration: { NoncurrentDays: NONCURRENT_VERSION_DAYS },
            ExpiredObjectDeleteMarker: true,
            Status: 'Enabled',
          },
        ]),
      );
    }
  });

  it('keeps one named AWS Backup vault, retained, under AWS Backup’s own KMS key', SLOW, () => {
    data.resourceCountIs('AWS::Backup::BackupVault', 1);
    const vault = resourceOf(data, stacks.data.backupVault);
    expect(vault).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    const props = vault.Properties as Json;
    expect(props.BackupVaultName).toBe(BACKUPS.vaultName);
    // No key named: AWS Backup encrypts with its default KMS key (aws/backup).
    expect(props.EncryptionKeyArn).toBeUndefined();
  });

  it('backs up both tables and both buckets daily, keeping each recovery point 35 days', SLOW, () => {
    data.resourceCountIs('AWS::Backup::BackupPlan', 1);
    const plan = propertiesOf(data, stacks.data.backupPlan).BackupPlan as {
      BackupPlanName: string;
      BackupPlanRule: Json[];
    };
    expect(plan.BackupPlanName).toBe(BACKUPS.planName);
    expect(plan.BackupPlanRule).toEqual([
      expect.objectContaining({
        RuleName: 'Daily',
        ScheduleExpression: `cron(0 ${BACKUPS.hourUtc} * * ? *)`,
        Lifecycle: { DeleteAfterDays: 35 },
        TargetBackupVault: { 'Fn::GetAtt': [logicalIdOf(stacks.data.backupVault), 'BackupVaultName'] },
      }),
    ]);

    const selections = resourcesOfType(data, 'AWS::Backup::BackupSelection');
    expect(selections).toHaveLength(1);
    const selection = selections[0]?.BackupSelection as { Resources: unknown[]; IamRoleArn: unknown };
    expect(selection.IamRoleArn).toEqual({ 'Fn::GetAtt': [logicalIdOf(stacks.data.backupRole), 'Arn'] });
    const arnOf = (construct: IConstruct) => ({ 'Fn::GetAtt': [logicalIdOf(construct), 'Arn'] });
    expect(selection.Resources).toHaveLength(keysOf(TABLES).length + keysOf(BUCKETS).length);
    expect(selection.Resources).toEqual(
      expect.arrayContaining([
        ...keysOf(TABLES).map((name) => arnOf(stacks.data.tables[name])),
        ...keysOf(BUCKETS).map((name) => arnOf(stacks.data.buckets[name])),
      ]),
    );
  });

  it('gives AWS Backup a role of its own with the backup and restore policies, S3’s included', SLOW, () => {
    const role = propertiesOf(data, stacks.data.backupRole);
    expect(JSON.stringify(role.AssumeRolePolicyDocument)).toContain('backup.amazonaws.com');
    const arns = JSON.stringify(role.ManagedPolicyArns);
    for (const policy of BACKUP_ROLE_POLICIES) expect(arns).toContain(`:iam::aws:policy/${policy}"`);
    expect(role.ManagedPolicyArns).toHaveLength(BACKUP_ROLE_POLICIES.length);
  });
});

describe('alarms', () => {
  it('alarms on each table’s throttled requests and system errors, summed over its operations', SLOW, () => {
    for (const name of keysOf(TABLES)) {
      const table = { Ref: logicalIdOf(stacks.data.tables[name]) };
      for (const [metricName, threshold] of [
        ['ThrottledRequests', ALARM_THRESHOLDS.tableThrottles],
        ['SystemErrors', ALARM_THRESHOLDS.tableSystemErrors],
      ] as const) {
        const found = alarmsOf(data).filter((alarm) => {
          const stats = (alarm.Metrics as Json[] | undefined)?.flatMap((m) =>
            m.MetricStat ? [m.MetricStat as Json] : [],
          );
          return stats?.some(
            (stat) =>
              JSON.stringify((stat.Metric as Json).Dimensions).includes(JSON.stringify(table)) &&
              (stat.Metric as Json).MetricName === metricName,
          );
        });
        expect(found, `${name} ${metricName}`).toHaveLength(1);
        const alarm = found[0] as Json & { Metrics: Json[] };
        expect(alarm.Threshold).toBe(threshold);
        expectNotifiesTopic(alarm);
        const stats = alarm.Metrics.flatMap((m) => (m.MetricStat ? [m.MetricStat as Json] : []));
        expect(stats).toHaveLength(TABLE_OPERATIONS.length);
        for (const stat of stats) {
          expect(stat).toMatchObject({
            Stat: 'Sum',
            Period: 300,
            Metric: { Namespace: 'AWS/DynamoDB', MetricName: metricName },
          });
        }
        expect(
          stats
            .map((stat) => ((stat.Metric as Json).Dimensions as Json[]).find((d) => d.Name === 'Operation')?.Value)
            .sort(),
        ).toEqual([...TABLE_OPERATIONS].sort());
        const expression = alarm.Metrics.find((m) => m.Expression !== undefined);
        expect(expression).toMatchObject({ ReturnData: true, Expression: expect.stringMatching(/^SUM\(\[FILL\(/) });
      }
    }
  });

  it('alarms on the p99 duration of each act function: 3 s, 20 s for the query functions', SLOW, () => {
    for (const family of DEPLOYED_FAMILIES) {
      const fn = { Name: 'FunctionName', Value: { Ref: logicalIdOf(stacks.api.functions[family]) } };
      const alarm = alarmOn(api, 'Duration', fn);
      const query = (QUERY_FAMILIES as readonly string[]).includes(family);
      expect(alarm, FAMILY_HANDLERS[family]).toMatchObject({
        Namespace: 'AWS/Lambda',
        ExtendedStatistic: 'p99',
        Period: 300,
        EvaluationPeriods: 3,
        Threshold: query ? 20_000 : 3_000,
      });
      expectNotifiesTopic(alarm);
    }
    expect(ALARM_THRESHOLDS.queryP99Ms).toBe(20_000);
    expect(ALARM_THRESHOLDS.actP99Ms).toBe(3_000);
  });

  it('alarms on any error of the worksheet runner and on a dropped schedule invocation', SLOW, () => {
    const runner = { Name: 'FunctionName', Value: { Ref: logicalIdOf(stacks.api.worksheets.runner) } };
    const errors = alarmOn(api, 'Errors', runner);
    expect(errors).toMatchObject({ Namespace: 'AWS/Lambda', Statistic: 'Sum', Period: 300, Threshold: 1 });
    expectNotifiesTopic(errors);

    const dropped = alarmOn(api, 'InvocationDroppedCount', { Name: 'ScheduleGroup', Value: WORKSHEETS.scheduleGroup });
    expect(dropped).toMatchObject({ Namespace: 'AWS/Scheduler', Statistic: 'Sum', Period: 300, Threshold: 1 });
    expectNotifiesTopic(dropped);

    // A run that failed every retry waits in the runner's dead-letter queue.
    const queue = {
      Name: 'QueueName',
      Value: { 'Fn::GetAtt': [logicalIdOf(stacks.api.worksheets.deadLetters), 'QueueName'] },
    };
    expect(alarmOn(api, 'ApproximateNumberOfMessagesVisible', queue)).toMatchObject({ Threshold: 1 });
  });

  it('alarms on a spike of WebSocket connects on the stage', SLOW, () => {
    const alarm = alarmOn(realtime, 'ConnectCount', { Name: 'Stage', Value: WS_STAGE_NAME });
    expect(alarm).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      Statistic: 'Sum',
      Period: 300,
      Threshold: ALARM_THRESHOLDS.wsConnects,
    });
    expect(alarm.Dimensions).toContainEqual({
      Name: 'ApiId',
      Value: { Ref: logicalIdOf(stacks.realtime.webSocketApi) },
    });
    expectNotifiesTopic(alarm);
  });

  it(
    'alarms on a spike of requests the CloudFront WebACL blocks, in us-east-1, without a Region dimension',
    SLOW,
    () => {
      const alarm = alarmOn(web, 'BlockedRequests', { Name: 'WebACL', Value: WEB_ACL_NAME });
      expect(alarm).toMatchObject({
        Namespace: 'AWS/WAFV2',
        Statistic: 'Sum',
        Period: 300,
        Threshold: ALARM_THRESHOLDS.wafBlocked,
        Dimensions: [
          { Name: 'Rule', Value: 'ALL' },
          { Name: 'WebACL', Value: WEB_ACL_NAME },
        ],
      });
      expectNotifiesTopic(alarm);
      // The dimension is the ACL's metric name, which is its name.
      expect(resourcesOfType(web, 'AWS::WAFv2::WebACL')[0]).toMatchObject({
        Name: WEB_ACL_NAME,
        VisibilityConfig: { MetricName: WEB_ACL_NAME },
      });
    },
  );

  it('puts the WebACL’s alarm and a topic of its own in the edge stack when the app is elsewhere', SLOW, () => {
    const elsewhere = build({ region: 'eu-west-1', alarmEmail: 'ops@example.com' });
    if (!elsewhere.edge) throw new Error('no edge stack');
    const edge = Template.fromStack(elsewhere.edge);
    const alarm = alarmOn(edge, 'BlockedRequests', { Name: 'WebACL', Value: WEB_ACL_NAME });
    expect(alarm.AlarmActions).toEqual([{ Ref: logicalIdOf(elsewhere.edge.alarmTopic) }]);
    edge.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
    edge.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    expect(alarmsOf(Template.fromStack(elsewhere.web))).toEqual([]);
  });
});

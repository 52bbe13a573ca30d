import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, CfnElement, Stack, type CfnResource } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKETS, TABLES } from '../../infra/resources.js';
import { BACKUPS, BACKUP_ROLE_POLICIES, NONCURRENT_VERSION_DAYS } from '../../infra/stacks/data-stack.js';
import { REPO_ROOT } from '../../infra/stacks/paths.js';
import { keysOf } from '../../infra/stacks/records.js';
import { buildWallboard, optionsFromContext, type WallboardStacks } from '../../infra/stacks/wallboard.js';

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
  const app = new App({ outdir, context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [], ...context } });
  const stacks = buildWallboard(app, optionsFromContext(app));
  app.synth();
  return stacks;
}

let stacks: WallboardStacks;
/** The app in one region (us-east-1). */
let data: Template;

beforeAll(() => {
  stacks = build({ region: 'us-east-1' });
  data = Template.fromStack(stacks.data);
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

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/stacks/paths.js';
import { acknowledgeNagFindings } from '../../infra/stacks/nag.js';
import { buildWallboard, optionsFromContext } from '../../infra/stacks/wallboard.js';
import { SITE_FIXTURE } from './site.js';

const CDK_CONTEXT = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }
).context;
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** One finding of a rule (`AwsSolutions-IAM5[Resource::*]`) on one resource. */
interface Finding {
  rule: string;
  path: string;
  text: string;
}

/** One `Validations.of(construct).acknowledge` of infra/stacks/nag.ts. */
interface Acknowledgement {
  rule: string;
  path: string;
  reason: string;
}

function findingsOf(app: App): Finding[] {
  return new AwsSolutionsChecks().validateScope(app).violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => ({
      rule: violation.ruleName,
      path: resource.constructPath ?? '',
      text: `${violation.severity} ${violation.ruleName} at ${resource.constructPath}: ${violation.description}`,
    })),
  );
}

/**
 * Every AwsSolutions acknowledgement recorded in the tree, by the construct it was made on (the
 * metadata cdk-nag reads). aws-cdk-lib records acknowledgements of its own (`CloudFormation-Validate::…`),
 * which are not cdk-nag's.
 */
function acknowledgementsOf(scope: IConstruct): Acknowledgement[] {
  const found: Acknowledgement[] = [];
  for (const construct of scope.node.findAll()) {
    for (const entry of construct.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      const data: unknown = entry.data;
      if (typeof data !== 'object' || data === null) continue;
      for (const [id, reason] of Object.entries(data)) {
        const rule = id.replace(/^annotation::/i, '');
        if (rule.startsWith('AwsSolutions-')) found.push({ rule, path: construct.node.path, reason: String(reason) });
      }
    }
  }
  return found;
}

/** An acknowledgement covers a finding of its rule on its construct or on anything under it (as cdk-nag matches). */
const covers = (ack: Acknowledgement, finding: Finding): boolean =>
  finding.rule === ack.rule && (finding.path === ack.path || finding.path.startsWith(`${ack.path}/`));

/**
 * The app built with `context`, checked twice: before the acknowledgements (every finding the
 * rules make) and after them (what is left). An acknowledgement that covers none of the first
 * findings is unused: it explains a finding that does not exist.
 */
function nagReport(context: Record<string, unknown>): { unacknowledged: string[]; unused: string[] } {
  const outdir = mkdtempSync(join(tmpdir(), 'wallboard-nag-'));
  dirs.push(outdir);
  // No bundling: the rules read the templates, not the handler code.
  const app = new App({
    outdir,
    context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [], siteDir: SITE_FIXTURE, ...context },
  });
  const options = optionsFromContext(app);
  const stacks = buildWallboard(app, options);
  app.synth();
  const all = findingsOf(app);
  acknowledgeNagFindings(stacks, { webDomain: options.webDomain !== undefined });
  const unacknowledged = findingsOf(app).map((finding) => finding.text);
  const unused = acknowledgementsOf(app)
    .filter((ack) => !all.some((finding) => covers(ack, finding)))
    .map((ack) => `${ack.rule} at ${ack.path}: ${ack.reason}`);
  return { unacknowledged, unused };
}

const DEFAULT_APP = { region: 'us-east-1' };
const EDGE_APP = {
  region: 'eu-west-1',
  apiDomainName: 'api.wall.example.com',
  apiCertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/11111111-1111-1111-1111-111111111111',
  webDomainName: 'wall.example.com',
  webCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/22222222-2222-2222-2222-222222222222',
  alarmEmail: 'ops@example.com',
};

describe('cdk-nag AwsSolutionsChecks', () => {
  it(
    'has no unacknowledged finding and no acknowledgement without a finding (default: one region, no domains)',
    { timeout: 120_000 },
    () => {
      const { unacknowledged, unused } = nagReport(DEFAULT_APP);
      expect(unacknowledged, unacknowledged.join('\n')).toEqual([]);
      expect(unused, `acknowledgements that match no finding:\n${unused.join('\n')}`).toEqual([]);
    },
  );

  it('has neither with the edge stack, custom domains and an alarm email', { timeout: 120_000 }, () => {
    const { unacknowledged, unused } = nagReport(EDGE_APP);
    expect(unacknowledged, unacknowledged.join('\n')).toEqual([]);
    expect(unused, `acknowledgements that match no finding:\n${unused.join('\n')}`).toEqual([]);
  });
});

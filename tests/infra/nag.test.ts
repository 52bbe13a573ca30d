import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/stacks/paths.js';
import { acknowledgeNagFindings } from '../../infra/stacks/nag.js';
import { buildWallboard, optionsFromContext } from '../../infra/stacks/wallboard.js';

const CDK_CONTEXT = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }
).context;
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Every unacknowledged AwsSolutions finding (error or warning) of the app built with `context`. */
function findings(context: Record<string, unknown>): string[] {
  const outdir = mkdtempSync(join(tmpdir(), 'wallboard-nag-'));
  dirs.push(outdir);
  // No bundling: the rules read the templates, not the handler code.
  const app = new App({ outdir, context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [], ...context } });
  const options = optionsFromContext(app);
  const stacks = buildWallboard(app, options);
  app.synth();
  acknowledgeNagFindings(stacks, { webDomain: options.webDomain !== undefined });
  const report = new AwsSolutionsChecks().validateScope(app);
  return report.violations.flatMap((violation) =>
    violation.violatingResources.map(
      (resource) =>
        `${violation.severity} ${violation.ruleName} at ${resource.constructPath}: ${violation.description}`,
    ),
  );
}

describe('cdk-nag AwsSolutionsChecks', () => {
  it('has no unacknowledged finding in any stack (default: one region, no domains)', { timeout: 120_000 }, () => {
    const found = findings({ region: 'us-east-1' });
    expect(found, found.join('\n')).toEqual([]);
  });

  it('has none either with the edge stack, custom domains and an alarm email', { timeout: 120_000 }, () => {
    const found = findings({
      region: 'eu-west-1',
      apiDomainName: 'api.wall.example.com',
      apiCertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/11111111-1111-1111-1111-111111111111',
      webDomainName: 'wall.example.com',
      webCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/22222222-2222-2222-2222-222222222222',
      alarmEmail: 'ops@example.com',
    });
    expect(found, found.join('\n')).toEqual([]);
  });
});

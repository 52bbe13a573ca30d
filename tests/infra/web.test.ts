import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Bucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { afterAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY } from '../../infra/resources.js';
import { spaRewriteCode } from '../../infra/stacks/spa-rewrite.js';
import { optionsFromContext } from '../../infra/stacks/wallboard.js';
import { API_PATH_PATTERNS, PUBLISHED_PATH_PATTERN, WebStack, siteNotBuilt } from '../../infra/stacks/web-stack.js';
import { SITE_FIXTURE } from './site.js';

interface ViewerRequest {
  request: { uri: string };
}
type Handler = (event: ViewerRequest) => { uri: string };

/** Runs the CloudFront Function source the way the viewer-request runtime does. */
function loadRewrite(): Handler {
  const prefixes = [...API_PATH_PATTERNS, PUBLISHED_PATH_PATTERN].map((p) => p.replace(/\*$/, ''));
  return new Function(`${spaRewriteCode(prefixes)}\nreturn handler;`)() as Handler;
}

describe('SPA rewrite (CloudFront Function)', () => {
  const rewrite = loadRewrite();
  const uriAfter = (uri: string) => rewrite({ request: { uri } }).uri;

  it('answers client routes with /index.html', () => {
    expect(uriAfter('/')).toBe('/index.html');
    expect(uriAfter('/screens')).toBe('/index.html');
    expect(uriAfter('/screen/edit/abc-123')).toBe('/index.html');
    expect(uriAfter('/share/xyz/')).toBe('/index.html');
  });

  it('leaves files and the API and published paths alone', () => {
    expect(uriAfter('/assets/index-5f3a.js')).toBe('/assets/index-5f3a.js');
    expect(uriAfter('/serverConfig.json')).toBe('/serverConfig.json');
    expect(uriAfter('/favicon.ico')).toBe('/favicon.ico');
    expect(uriAfter('/rpc/user')).toBe('/rpc/user');
    expect(uriAfter('/api/upload/batch')).toBe('/api/upload/batch');
    expect(uriAfter('/chameleon/start')).toBe('/chameleon/start');
    expect(uriAfter('/license/sign')).toBe('/license/sign');
    expect(uriAfter('/published/t1/s1/latest')).toBe('/published/t1/s1/latest');
  });
});

describe('WebStack site deployment', () => {
  const dirs: string[] = [];
  const outdirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function synthWeb(siteDir: string, originVerify?: { arn: string; version?: string }): Template {
    const outdir = mkdtempSync(join(tmpdir(), 'wallboard-web-'));
    dirs.push(outdir);
    outdirs.push(outdir);
    const app = new App({ outdir });
    const env = { region: 'us-east-1' };
    const deps = new Stack(app, 'Deps', { env });
    const api = new HttpApi(deps, 'Api');
    const web = new WebStack(app, 'Web', {
      env,
      apiOriginDomainName: `${api.apiId}.execute-api.us-east-1.amazonaws.com`,
      httpApiUrl: api.apiEndpoint,
      originVerifySecret: originVerify
        ? Secret.fromSecretCompleteArn(deps, 'OriginVerify', originVerify.arn)
        : new Secret(deps, 'OriginVerify'),
      originVerifyVersion: originVerify?.version,
      publishedBucket: new Bucket(deps, 'Published'),
      assetsBucket: new Bucket(deps, 'Assets'),
      logBucket: new Bucket(deps, 'Logs', { objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED }),
      webSocketUrl: 'wss://example.invalid/prod',
      alarmTopic: new Topic(deps, 'Alarms'),
      siteDir,
    });
    return Template.fromStack(web);
  }

  it('deploys the built SPA when it exists, and invalidates the distribution', { timeout: 60_000 }, () => {
    const site = mkdtempSync(join(tmpdir(), 'wallboard-site-'));
    dirs.push(site);
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>Wallboard</title>');
    mkdirSync(join(site, 'assets'));
    writeFileSync(join(site, 'assets', 'index-1.js'), 'console.log(1)');
    writeFileSync(join(site, 'assets', 'index-1.js.map'), '{"version":3,"sources":["secret.ts"]}');
    const template = synthWeb(site);
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    // Source maps stay on the build machine: out of the asset and never synced or pruned.
    template.hasResourceProperties('Custom::CDKBucketDeployment', { DistributionPaths: ['/*'], Exclude: ['*.map'] });
    const assetDir = readdirSync(outdirs.at(-1) ?? '').find(
      (name) => name.startsWith('asset.') && existsSync(join(outdirs.at(-1) ?? '', name, 'index.html')),
    );
    if (!assetDir) throw new Error('no staged site asset');
    const staged = join(outdirs.at(-1) ?? '', assetDir, 'assets');
    expect(readdirSync(staged)).toEqual(['index-1.js']);
  });

  it('refuses to synthesize before the web app is built, saying what to run', { timeout: 60_000 }, () => {
    const missing = join(tmpdir(), 'wallboard-no-such-dist');
    expect(() => synthWeb(missing)).toThrow(siteNotBuilt(missing).message);
    expect(siteNotBuilt(missing).message).toContain('npm run build:web');
  });

  /** The custom headers of the distribution's origins. */
  function originHeaders(template: Template): unknown[] {
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution')) as {
      Properties: { DistributionConfig: { Origins: { OriginCustomHeaders?: unknown[] }[] } };
    }[];
    return (distribution?.Properties.DistributionConfig.Origins ?? []).flatMap(
      (origin) => origin.OriginCustomHeaders ?? [],
    );
  }
  const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:wallboard-origin-AbCdEf';

  it(
    "gives the API origin the secret's current value by a dynamic reference, never the value",
    { timeout: 60_000 },
    () => {
      expect(originHeaders(synthWeb(SITE_FIXTURE, { arn: ARN }))).toEqual([
        {
          HeaderName: ORIGIN_VERIFY.header,
          HeaderValue: `{{resolve:secretsmanager:${ARN}:SecretString:${ORIGIN_VERIFY.currentKey}::}}`,
        },
      ]);
    },
  );

  it(
    'names the version a rotation stored, so the reference changes and CloudFormation resolves it again',
    { timeout: 60_000 },
    () => {
      const version = 'a1b2c3d4-5678-90ab-cdef-EXAMPLE11111';
      expect(originHeaders(synthWeb(SITE_FIXTURE, { arn: ARN, version }))).toEqual([
        {
          HeaderName: ORIGIN_VERIFY.header,
          HeaderValue: `{{resolve:secretsmanager:${ARN}:SecretString:${ORIGIN_VERIFY.currentKey}::${version}}}`,
        },
      ]);
    },
  );
});

describe('the originVerifyVersion context', () => {
  const optionsWith = (value: string) => optionsFromContext(new App({ context: { originVerifyVersion: value } }));

  it('takes the VersionId put-secret-value answered, and refuses anything else', () => {
    expect(optionsWith('a1b2c3d4-5678-90ab-cdef-EXAMPLE11111').originVerifyVersion).toBe(
      'a1b2c3d4-5678-90ab-cdef-EXAMPLE11111',
    );
    expect(optionsWith('').originVerifyVersion).toBeUndefined();
    expect(() => optionsWith('AWSCURRENT')).toThrow(/originVerifyVersion/);
    expect(() => optionsWith('a1b2c3d4-5678-90ab-cdef-EXAMPLE11111::}}')).toThrow(/originVerifyVersion/);
  });
});

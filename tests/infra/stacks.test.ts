import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, type CfnResource } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKETS, TABLES, WS_ENDPOINT_ENV } from '../../infra/resources.js';
import { API_PATH_PATTERNS } from '../../infra/stacks/web-stack.js';
import { REPO_ROOT } from '../../infra/stacks/paths.js';
import { keysOf } from '../../infra/stacks/records.js';
import { buildWallboard, type WallboardStacks } from '../../infra/stacks/wallboard.js';
import { FAMILIES, type Family } from '../../shared/protocol/acts.js';
import { HTTP_ROUTES, rpcPath } from '../../shared/protocol/routes.js';

type Json = Record<string, unknown>;
type StackName = keyof WallboardStacks;

const SLOW = { timeout: 180_000 };
/** The CLI's feature flags, so these assertions see what `cdk synth` produces. */
const CDK_CONTEXT = (JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Json }).context;

let outdir = '';
let stacks: WallboardStacks;
let templates: Record<StackName, Template>;

// Bundling runs esbuild once per function: build the app once for the whole file.
beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'wallboard-cdk-'));
  const app = new App({ outdir, context: CDK_CONTEXT });
  stacks = buildWallboard(app);
  app.synth();
  templates = {
    data: Template.fromStack(stacks.data),
    api: Template.fromStack(stacks.api),
    realtime: Template.fromStack(stacks.realtime),
    web: Template.fromStack(stacks.web),
  };
}, 180_000);

afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

/** The synthesized resource of an L2 construct, found by its logical id. */
function resourceOf(construct: IConstruct, stackName: StackName): Json {
  const cfn = construct.node.defaultChild as CfnResource;
  const logicalId = Stack.of(construct).getLogicalId(cfn);
  const resources = templates[stackName].toJSON().Resources as Record<string, Json>;
  const resource = resources[logicalId];
  if (!resource) throw new Error(`no resource ${logicalId} in ${stackName}`);
  return resource;
}

function propertiesOf(construct: IConstruct, stackName: StackName): Json {
  return resourceOf(construct, stackName).Properties as Json;
}

function resourcesOfType(stackName: StackName, type: string): Record<string, Json> {
  return templates[stackName].findResources(type) as Record<string, Json>;
}

const logicalIdOf = (construct: IConstruct): string =>
  Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnResource);

describe('app', () => {
  it('has the four stacks, tagged app=wallboard, with descriptions', SLOW, () => {
    for (const name of keysOf(stacks)) {
      const stack = stacks[name];
      expect(stack.stackName).toBe(`Wallboard-${name.charAt(0).toUpperCase()}${name.slice(1)}`);
      expect(templates[name].toJSON().Description).toEqual(expect.any(String));
      const tagged = Object.values(templates[name].toJSON().Resources as Record<string, Json>)
        .map((resource) => (resource.Properties as Json | undefined)?.Tags)
        .filter((tags): tags is Json[] => Array.isArray(tags));
      expect(tagged.length).toBeGreaterThan(0);
      for (const tags of tagged) expect(tags).toContainEqual({ Key: 'app', Value: 'wallboard' });
    }
  });

  it('synthesizes without warnings or errors', SLOW, () => {
    for (const name of keysOf(stacks)) {
      const annotations = Annotations.fromStack(stacks[name]);
      annotations.hasNoError('*', Match.anyValue());
      annotations.hasNoWarning('*', Match.anyValue());
    }
  });
});

describe('DataStack', () => {
  it('builds every TABLES entry: on demand, PITR, TTL, keys, GSIs, retained', SLOW, () => {
    templates.data.resourceCountIs('AWS::DynamoDB::Table', keysOf(TABLES).length);
    for (const name of keysOf(TABLES)) {
      const def = TABLES[name];
      const keySchema = (pk: string, sk?: string) => [
        { AttributeName: pk, KeyType: 'HASH' },
        ...(sk ? [{ AttributeName: sk, KeyType: 'RANGE' }] : []),
      ];
      const resource = resourceOf(stacks.data.tables[name], 'data');
      expect(resource).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
      const props = resource.Properties as Json;
      expect(props).toMatchObject({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: def.ttlAttribute, Enabled: true },
        SSESpecification: { SSEEnabled: true },
        KeySchema: keySchema(def.partitionKey, 'sortKey' in def ? def.sortKey : undefined),
      });
      expect(props.GlobalSecondaryIndexes).toEqual(def.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: keySchema(index.partitionKey, index.sortKey),
        Projection: { ProjectionType: 'ALL' },
      })));
      for (const attribute of props.AttributeDefinitions as Json[]) expect(attribute.AttributeType).toBe('S');
    }
  });

  it('builds every BUCKETS entry private, encrypted, TLS only, uploads aborted; published versioned with noncurrent copies expiring; assets CORS', SLOW, () => {
    templates.data.resourceCountIs('AWS::S3::Bucket', keysOf(BUCKETS).length);
    for (const name of keysOf(BUCKETS)) {
      const bucket = stacks.data.buckets[name];
      const props = propertiesOf(bucket, 'data');
      expect(props).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true,
        },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      });
      expect(resourceOf(bucket, 'data').DeletionPolicy).toBe('Retain');
      templates.data.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: logicalIdOf(bucket) },
        PolicyDocument: {
          Statement: Match.arrayWith([Match.objectLike({
            Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          })]),
        },
      });
    }
    expect(propertiesOf(stacks.data.buckets.published, 'data').VersioningConfiguration).toEqual({ Status: 'Enabled' });
    // Deleted versions do not linger as noncurrent copies; abandoned uploads are aborted everywhere.
    expect(propertiesOf(stacks.data.buckets.published, 'data').LifecycleConfiguration).toEqual({
      Rules: [{ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }, { NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' }],
    });
    expect(propertiesOf(stacks.data.buckets.assets, 'data').LifecycleConfiguration).toEqual({
      Rules: [{ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }],
    });
    expect(propertiesOf(stacks.data.buckets.assets, 'data').CorsConfiguration).toEqual({
      CorsRules: [expect.objectContaining({
        AllowedMethods: expect.arrayContaining(['PUT', 'GET']),
        AllowedOrigins: ['*'],
      })],
    });
  });

  it("lets the account's CloudFront distributions read the published bucket", SLOW, () => {
    templates.data.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalIdOf(stacks.data.buckets.published) },
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({
          Effect: 'Allow',
          Action: 's3:GetObject',
          Principal: { Service: 'cloudfront.amazonaws.com' },
          Condition: Match.objectLike({ StringEquals: { 'AWS:SourceAccount': { Ref: 'AWS::AccountId' } } }),
        })]),
      },
    });
  });
});

describe('ApiStack', () => {
  it('has one Lambda per family: nodejs24.x, arm64, 1 GB, 30 s, X-Ray, the Powertools layer, data env vars', SLOW, () => {
    templates.api.resourceCountIs('AWS::Lambda::Function', FAMILIES.length);
    const envNames = [...keysOf(TABLES).map((t) => TABLES[t].envVar), ...keysOf(BUCKETS).map((b) => BUCKETS[b].envVar)];
    for (const family of FAMILIES) {
      const props = propertiesOf(stacks.api.functions[family], 'api');
      expect(props).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        MemorySize: 1024,
        Timeout: 30,
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        Layers: [expect.objectContaining({ Ref: expect.stringMatching(/^SsmParameterValueawsservicepowertoolstypescript/) })],
      });
      const variables = (props.Environment as { Variables: Json }).Variables;
      expect(variables).toMatchObject({ POWERTOOLS_SERVICE_NAME: 'wallboard', SMS_SENDER: 'sns' });
      expect(variables).not.toHaveProperty('NODE_OPTIONS');
      for (const name of envNames) expect(variables).toHaveProperty(name);
    }
  });

  it('grants each family read/write on the main table and both buckets', SLOW, () => {
    for (const family of FAMILIES) {
      const role = stacks.api.functions[family].role;
      if (!role) throw new Error(`${family} has no role`);
      const roleId = logicalIdOf(role);
      const policies = Object.values(resourcesOfType('api', 'AWS::IAM::Policy'))
        .filter((policy) => JSON.stringify((policy.Properties as Json).Roles).includes(roleId));
      const text = JSON.stringify(policies);
      expect(text).toContain('dynamodb:PutItem');
      expect(text).toContain('s3:PutObject');
      expect(text).toMatch(/ExportsOutputFnGetAttMainTable/);
      expect(text).toMatch(/ExportsOutputFnGetAttAssetsBucket/);
      expect(text).toMatch(/ExportsOutputFnGetAttPublishedBucket/);
    }
  });

  it('routes POST /rpc/<family> and every HTTP_ROUTES key to the right family Lambda', SLOW, () => {
    templates.api.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    const integrations = resourcesOfType('api', 'AWS::ApiGatewayV2::Integration');
    const routes = Object.values(resourcesOfType('api', 'AWS::ApiGatewayV2::Route'))
      .map((route) => route.Properties as { RouteKey: string; Target: { 'Fn::Join': [string, [string, { Ref: string }]] } });
    const targetFunction = (routeKey: string): string | undefined => {
      const route = routes.find((r) => r.RouteKey === routeKey);
      const integrationId = route?.Target['Fn::Join'][1][1].Ref;
      const integration = integrationId ? integrations[integrationId] : undefined;
      const uri = (integration?.Properties as { IntegrationUri?: { 'Fn::GetAtt': [string, string] } } | undefined)?.IntegrationUri;
      return uri?.['Fn::GetAtt'][0];
    };

    const expected: Array<[string, Family]> = [
      ...FAMILIES.map((family): [string, Family] => [`POST ${rpcPath(family)}`, family]),
      ...Object.entries(HTTP_ROUTES),
    ];
    expect(routes).toHaveLength(expected.length);
    for (const [routeKey, family] of expected) {
      expect(targetFunction(routeKey), routeKey).toBe(logicalIdOf(stacks.api.functions[family]));
    }
  });

  it('lets API Gateway invoke each family Lambda', SLOW, () => {
    for (const family of FAMILIES) {
      templates.api.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'apigateway.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [logicalIdOf(stacks.api.functions[family]), 'Arn'] },
      });
    }
  });
});

describe('RealtimeStack', () => {
  it('has $connect, $disconnect and $default routes on one WebSocket API and a prod stage', SLOW, () => {
    templates.realtime.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    for (const key of ['$connect', '$disconnect', '$default']) {
      templates.realtime.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: key });
    }
    templates.realtime.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'prod', AutoDeploy: true });
    templates.realtime.resourceCountIs('AWS::Lambda::Function', 1);
  });

  it('gives the ws Lambda its tables, the management endpoint and ManageConnections', SLOW, () => {
    const props = propertiesOf(stacks.realtime.handler, 'realtime');
    expect(props).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'] });
    const variables = (props.Environment as { Variables: Json }).Variables;
    expect(Object.keys(variables)).toEqual(expect.arrayContaining([
      TABLES.connections.envVar, TABLES.main.envVar, WS_ENDPOINT_ENV,
    ]));
    const endpoint = JSON.stringify(variables[WS_ENDPOINT_ENV]);
    expect(endpoint).toContain('https://');
    expect(endpoint).toContain('.execute-api.');
    expect(endpoint).toContain('/prod');

    templates.realtime.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Action: 'execute-api:ManageConnections', Effect: 'Allow' })]),
      },
    });
  });
});

describe('WebStack', () => {
  type Behavior = {
    PathPattern: string; CachePolicyId: unknown; OriginRequestPolicyId?: string;
    AllowedMethods?: string[]; ViewerProtocolPolicy: string; TargetOriginId: string;
  };
  type Origin = { Id: string; DomainName: unknown; OriginAccessControlId?: unknown };
  const distributionConfig = () => propertiesOf(stacks.web.distribution, 'web').DistributionConfig as {
    CacheBehaviors: Behavior[]; DefaultCacheBehavior: Json; Origins: Origin[];
    DefaultRootObject?: string; CustomErrorResponses?: unknown;
  };
  const behavior = (pattern: string): Behavior => {
    const found = distributionConfig().CacheBehaviors.find((b) => b.PathPattern === pattern);
    if (!found) throw new Error(`no behaviour ${pattern}`);
    return found;
  };
  const origin = (id: string): Origin => {
    const found = distributionConfig().Origins.find((o) => o.Id === id);
    if (!found) throw new Error(`no origin ${id}`);
    return found;
  };

  it('sends the API paths to the HTTP API, uncached, all methods, HTTPS', SLOW, () => {
    for (const pattern of API_PATH_PATTERNS) {
      const b = behavior(pattern);
      expect(b).toMatchObject({
        CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
        OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
        ViewerProtocolPolicy: 'redirect-to-https',
      });
      expect(b.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']));
      expect(JSON.stringify(origin(b.TargetOriginId).DomainName)).toContain('.execute-api.');
    }
  });

  it('serves the SPA through OAC with a viewer-request rewrite, not error pages', SLOW, () => {
    const config = distributionConfig();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
    });
    templates.web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: { Runtime: 'cloudfront-js-2.0' },
      FunctionCode: Match.stringLikeRegexp('index\\.html'),
    });

    const s3Origins = config.Origins.filter((o) => o.OriginAccessControlId !== undefined);
    expect(s3Origins).toHaveLength(2); // the SPA and the published versions
    templates.web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    templates.web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningProtocol: 'sigv4' }),
    });
    expect(origin(String(config.DefaultCacheBehavior.TargetOriginId)).OriginAccessControlId).toBeDefined();
    expect(propertiesOf(stacks.web.siteBucket, 'web').PublicAccessBlockConfiguration).toMatchObject({
      BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true,
    });
  });

  it('serves /serverConfig.json uncached and /published/* for a year through OAC', SLOW, () => {
    expect(behavior('/serverConfig.json').CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    const published = behavior('/published/*');
    expect(origin(published.TargetOriginId).OriginAccessControlId).toBeDefined();
    templates.web.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ DefaultTTL: 31_536_000, MinTTL: 0 }),
    });
  });

  it('outputs the site domain, the HTTP API url and the WebSocket url', SLOW, () => {
    const outputs = Object.keys(templates.web.toJSON().Outputs as Json);
    expect(outputs).toEqual(expect.arrayContaining(['DistributionDomainName', 'HttpApiUrl', 'WebSocketUrl']));
  });
});

const cfnLintFound = spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' }).status === 0;
if (!cfnLintFound) console.warn('cfn-lint is not installed: skipping the cfn-lint check of the templates');

describe('cfn-lint', () => {
  // cfn-lint exit code bits: 2 error, 4 warning, 8 informational. Only errors fail.
  it.skipIf(!cfnLintFound)('finds no errors in the synthesized templates', SLOW, () => {
    const files = readdirSync(outdir).filter((f) => f.endsWith('.template.json')).map((f) => join(outdir, f));
    expect(files).toHaveLength(4);
    const result = spawnSync('cfn-lint', ['--format', 'parseable', '--', ...files], { encoding: 'utf8' });
    expect(result.error).toBeUndefined();
    expect(result.status, 'cfn-lint crashed').not.toBeNull();
    expect((result.status ?? 0) & 2, `cfn-lint errors:\n${result.stdout}${result.stderr}`).toBe(0);
  });
});

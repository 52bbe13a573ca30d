import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, type CfnResource } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOYED_FAMILIES, QUERY_FAMILIES, isDeployedFamily, type DeployedFamily } from '../../infra/permissions.js';
import { APP_ORIGINS_OBJECT, BUCKETS, ORIGIN_VERIFY, TABLES, WS_ENDPOINT_ENV } from '../../infra/resources.js';
import { API_PATH_PATTERNS, SHARE_PATH_PATTERNS } from '../../infra/stacks/web-stack.js';
import { WAF_AUTH_RATE_LIMIT, WAF_RATE_LIMIT } from '../../infra/stacks/web-acl.js';
import { DRIVER_MODULES } from '../../infra/stacks/lambda.js';
import { REPO_ROOT } from '../../infra/stacks/paths.js';
import { keysOf } from '../../infra/stacks/records.js';
import { buildWallboard, optionsFromContext, type WallboardStacks } from '../../infra/stacks/wallboard.js';
import { FAMILIES, type Family } from '../../shared/protocol/acts.js';
import { HTTP_PREFIX_ROUTES, HTTP_ROUTES, rpcPath } from '../../shared/protocol/routes.js';
import { SHARE_PATH_PREFIXES, securityHeaders } from '../../shared/protocol/security-headers.js';
import { SITE_FIXTURE } from './site.js';

type Json = Record<string, unknown>;
/** The stacks of a us-east-1 app (no edge stack: the WebACL is in the web stack). */
type StackName = Exclude<keyof WallboardStacks, 'edge'>;
const STACK_NAMES: StackName[] = ['data', 'api', 'realtime', 'web'];

const SLOW = { timeout: 180_000 };
/** The CLI's feature flags, so these assertions see what `cdk synth` produces. */
const CDK_CONTEXT = (JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Json }).context;

let outdir = '';
let stacks: WallboardStacks;
let templates: Record<StackName, Template>;

/**
 * npm's settings that send every request it makes to a closed port (nothing listens on port 1), so
 * a synth that downloaded anything would fail: the synth below runs with them, offline.
 */
const NETWORK_UNREACHABLE = {
  npm_config_proxy: 'http://127.0.0.1:1',
  npm_config_https_proxy: 'http://127.0.0.1:1',
  npm_config_noproxy: '',
  npm_config_fetch_retries: '0',
} as const;

// Bundling runs esbuild once per function, and `npm ci` of the shipped packages once per query
// function (infra/stacks/lambda.ts shippedModules; minutes on a busy machine): build the app once
// for the whole file.
beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'wallboard-cdk-'));
  const app = new App({ outdir, context: { ...CDK_CONTEXT, region: 'us-east-1', siteDir: SITE_FIXTURE } });
  stacks = buildWallboard(app);
  const saved = Object.fromEntries(Object.keys(NETWORK_UNREACHABLE).map((name) => [name, process.env[name]]));
  Object.assign(process.env, NETWORK_UNREACHABLE);
  try {
    app.synth();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  templates = {
    data: Template.fromStack(stacks.data),
    api: Template.fromStack(stacks.api),
    realtime: Template.fromStack(stacks.realtime),
    web: Template.fromStack(stacks.web),
  };
}, 900_000);

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

type Statement = { Action: string | string[]; Resource: unknown; Effect: string; Condition?: Json };
/** The statements of a function's role's policies in the api stack. */
function roleStatements(fn: IFunction): Statement[] {
  const role = fn.role;
  if (!role) throw new Error(`${fn.node.path} has no role`);
  const roleId = logicalIdOf(role);
  return Object.values(resourcesOfType('api', 'AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify((policy.Properties as Json).Roles).includes(roleId))
    .flatMap((policy) => ((policy.Properties as Json).PolicyDocument as { Statement: Statement[] }).Statement);
}

describe('app', () => {
  it('has the four stacks, tagged app=wallboard, with descriptions', SLOW, () => {
    expect(stacks.edge).toBeUndefined();
    for (const name of STACK_NAMES) {
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
    for (const name of STACK_NAMES) {
      const annotations = Annotations.fromStack(stacks[name]);
      annotations.hasNoError('*', Match.anyValue());
      annotations.hasNoWarning('*', Match.anyValue());
    }
  });
});

describe('offline synth', () => {
  /** The staged assets of the synth (`asset.<hash>` folders) that hold `file`. */
  const assetsWith = (file: string): string[] =>
    readdirSync(outdir)
      .filter((name) => name.startsWith('asset.') && existsSync(join(outdir, name, file)))
      .map((name) => join(outdir, name));
  const versionOf = (dir: string): unknown =>
    (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Json).version;
  const LOCK = JSON.parse(readFileSync(join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version: string }>;
  };

  it("ships the drivers and the Lambda platform's DuckDB binding though npm could reach no registry", SLOW, () => {
    const binding = 'node_modules/@duckdb/node-bindings-linux-arm64';
    const shipped = assetsWith(join(binding, 'package.json'));
    // The query functions (beforeAll synthesized them with every npm request sent to a closed port).
    expect(shipped.length).toBeGreaterThanOrEqual(QUERY_FAMILIES.length);
    for (const dir of shipped) {
      expect(versionOf(join(dir, binding))).toBe(LOCK.packages[binding]?.version);
      for (const name of DRIVER_MODULES)
        expect(existsSync(join(dir, 'node_modules', name, 'package.json')), name).toBe(true);
    }
  });

  it("publishes Powertools as a layer of the lockfile's versions, without type packages", SLOW, () => {
    for (const name of ['logger', 'metrics', 'tracer', 'commons']) {
      const path = `node_modules/@aws-lambda-powertools/${name}`;
      const [layer, ...others] = assetsWith(join('nodejs', path, 'package.json'));
      expect(others).toEqual([]);
      expect(versionOf(join(layer ?? '', 'nodejs', path))).toBe(LOCK.packages[path]?.version);
      expect(existsSync(join(layer ?? '', 'nodejs', 'node_modules', 'aws-xray-sdk-core', 'package.json'))).toBe(true);
      expect(existsSync(join(layer ?? '', 'nodejs', 'node_modules', '@types'))).toBe(false);
    }
    for (const name of ['api', 'realtime'] as const) templates[name].resourceCountIs('AWS::Lambda::LayerVersion', 1);
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
      expect(props.GlobalSecondaryIndexes).toEqual(
        def.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: keySchema(index.partitionKey, index.sortKey),
          Projection: { ProjectionType: 'ALL' },
        })),
      );
      for (const attribute of props.AttributeDefinitions as Json[]) expect(attribute.AttributeType).toBe('S');
    }
  });

  it(
    'builds every BUCKETS entry private, encrypted, TLS only, uploads aborted, versioned with noncurrent copies expiring; assets CORS',
    SLOW,
    () => {
      templates.data.resourceCountIs('AWS::S3::Bucket', keysOf(BUCKETS).length + 1); // + the log bucket
      for (const name of keysOf(BUCKETS)) {
        const bucket = stacks.data.buckets[name];
        const props = propertiesOf(bucket, 'data');
        expect(props).toMatchObject({
          PublicAccessBlockConfiguration: {
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          },
          BucketEncryption: {
            ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
          },
        });
        expect(resourceOf(bucket, 'data').DeletionPolicy).toBe('Retain');
        expect(props.LoggingConfiguration).toEqual({
          DestinationBucketName: { Ref: logicalIdOf(stacks.data.logBucket) },
          LogFilePrefix: `s3/${BUCKETS[name].localName}/`,
        });
        templates.data.hasResourceProperties('AWS::S3::BucketPolicy', {
          Bucket: { Ref: logicalIdOf(bucket) },
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({
                Effect: 'Deny',
                Action: 's3:*',
                Condition: { Bool: { 'aws:SecureTransport': 'false' } },
              }),
            ]),
          },
        });
      }
      // Overwritten and deleted objects stay 30 days as noncurrent versions (tests/infra/resilience.test.ts);
      // abandoned uploads are aborted everywhere.
      const keptVersions = [
        { AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' },
        { NoncurrentVersionExpiration: { NoncurrentDays: 30 }, ExpiredObjectDeleteMarker: true, Status: 'Enabled' },
      ];
      for (const name of keysOf(BUCKETS)) {
        expect(propertiesOf(stacks.data.buckets[name], 'data').VersioningConfiguration).toEqual({ Status: 'Enabled' });
      }
      expect(propertiesOf(stacks.data.buckets.published, 'data').LifecycleConfiguration).toEqual({
        Rules: keptVersions,
      });
      // Athena's query results (worksheets) are read right after their query: gone after a day, old versions too.
      expect(propertiesOf(stacks.data.buckets.assets, 'data').LifecycleConfiguration).toEqual({
        Rules: [
          ...keptVersions,
          {
            ExpirationInDays: 1,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
            Prefix: 'athena-results/',
            Status: 'Enabled',
          },
        ],
      });
      expect(propertiesOf(stacks.data.buckets.assets, 'data').CorsConfiguration).toEqual({
        CorsRules: [
          expect.objectContaining({
            AllowedMethods: expect.arrayContaining(['PUT', 'GET']),
            AllowedOrigins: ['*'],
          }),
        ],
      });
    },
  );

  it("lets the account's CloudFront distributions read the published bucket's published/ prefix only", SLOW, () => {
    const policies = Object.values(resourcesOfType('data', 'AWS::S3::BucketPolicy')).map(
      (policy) => policy.Properties as { Bucket: unknown; PolicyDocument: { Statement: Json[] } },
    );
    const cloudFront = policies
      .flatMap((policy) => policy.PolicyDocument.Statement)
      .filter((statement) => JSON.stringify(statement.Principal ?? '').includes('cloudfront.amazonaws.com'));
    // One statement, on one bucket: never the assets bucket, never the whole published bucket.
    expect(cloudFront).toHaveLength(1);
    expect(cloudFront[0]).toMatchObject({
      Effect: 'Allow',
      Action: 's3:GetObject',
      Resource: {
        'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalIdOf(stacks.data.buckets.published), 'Arn'] }, '/published/*']],
      },
      Condition: { StringEquals: { 'AWS:SourceAccount': { Ref: 'AWS::AccountId' } } },
    });
  });

  it('keeps access logs in a private, encrypted, TLS-only bucket for 90 days', SLOW, () => {
    const props = propertiesOf(stacks.data.logBucket, 'data');
    expect(props).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
      LifecycleConfiguration: { Rules: [expect.objectContaining({ ExpirationInDays: 90, Status: 'Enabled' })] },
    });
    templates.data.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalIdOf(stacks.data.logBucket) },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('sends alarms to a KMS-encrypted, TLS-only topic', SLOW, () => {
    templates.data.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    templates.data.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: {
        Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'cloudwatch.amazonaws.com' } })]),
      },
    });
    templates.data.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    // No alarmEmail in this app: no subscription.
    templates.data.resourceCountIs('AWS::SNS::Subscription', 0);
  });
});

describe('ApiStack', () => {
  /** The Allow statements of a family's role's policies, by action. */
  const statementsOf = (family: DeployedFamily): Statement[] => roleStatements(stacks.api.functions[family]);
  const allActionsOf = (family: DeployedFamily): string[] =>
    [...new Set(statementsOf(family).flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action])))].sort();
  /**
   * The actions of the grant table (tracing's X-Ray actions, the tenant data role's assumption
   * and the origin-verify secret's read, each checked for every family below, apart).
   */
  const actionsOf = (family: DeployedFamily): string[] =>
    allActionsOf(family).filter(
      (action) => !action.startsWith('xray:') && !action.startsWith('sts:') && !action.startsWith('secretsmanager:'),
    );

  it('lets every family assume the tenant data role with a session tag, and nothing else of STS', SLOW, () => {
    const role = stacks.api.tenantDataRole.role;
    const roleArn = { 'Fn::GetAtt': [stacks.api.getLogicalId(role.node.defaultChild as CfnResource), 'Arn'] };
    for (const family of DEPLOYED_FAMILIES) {
      const sts = statementsOf(family).filter((s) =>
        (Array.isArray(s.Action) ? s.Action : [s.Action]).some((action) => action.startsWith('sts:')),
      );
      expect(sts, family).toEqual([
        expect.objectContaining({ Action: ['sts:AssumeRole', 'sts:TagSession'], Resource: roleArn }),
      ]);
    }
  });

  it('lets every family send its traces to X-Ray, and nothing else of X-Ray', SLOW, () => {
    for (const family of DEPLOYED_FAMILIES) {
      expect(
        allActionsOf(family).filter((action) => action.startsWith('xray:')),
        family,
      ).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
    }
  });
  /** Resources granted an action, flattened to text. */
  const resourcesFor = (family: DeployedFamily, action: string): string[] =>
    statementsOf(family)
      .filter((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]).includes(action))
      .flatMap((s) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource]))
      .map((resource) => JSON.stringify(resource));

  it(
    'has one Lambda per family with acts: nodejs24.x, arm64, 1 GB, 30 s, X-Ray, the Powertools layer, data env vars',
    SLOW,
    () => {
      // And the worksheet runner, and CDK's provider that strips the query VPC's default security group of its rules.
      templates.api.resourceCountIs('AWS::Lambda::Function', DEPLOYED_FAMILIES.length + 2);
      templates.api.resourceCountIs('Custom::VpcRestrictDefaultSG', 1);
      expect(isDeployedFamily('license')).toBe(true);
      expect(isDeployedFamily('datasource')).toBe(true);
      expect(isDeployedFamily('worksheet')).toBe(true);
      const envNames = [
        ...keysOf(TABLES).map((t) => TABLES[t].envVar),
        ...keysOf(BUCKETS).map((b) => BUCKETS[b].envVar),
      ];
      for (const family of DEPLOYED_FAMILIES) {
        const props = propertiesOf(stacks.api.functions[family], 'api');
        expect(props).toMatchObject({
          Runtime: 'nodejs24.x',
          Architectures: ['arm64'],
          MemorySize: 1024,
          Timeout: 30,
          Handler: 'index.handler',
          TracingConfig: { Mode: 'Active' },
          Layers: [{ Ref: expect.stringMatching(/^PowertoolsLayer/) }],
        });
        const variables = (props.Environment as { Variables: Json }).Variables;
        expect(variables).toMatchObject({ POWERTOOLS_SERVICE_NAME: 'wallboard', SMS_SENDER: 'sns' });
        expect(variables).not.toHaveProperty('NODE_OPTIONS');
        for (const name of envNames) expect(variables).toHaveProperty(name);
        // The origin-verify values are read from the secret this names, never held in the environment.
        expect(variables[ORIGIN_VERIFY.secretArnEnvVar]).toEqual({ Ref: logicalIdOf(stacks.api.originVerifySecret) });
      }
    },
  );

  it('generates the origin-verify secret as {current}, the form a rotation extends with previous', SLOW, () => {
    expect(propertiesOf(stacks.api.originVerifySecret, 'api').GenerateSecretString).toMatchObject({
      SecretStringTemplate: '{}',
      GenerateStringKey: ORIGIN_VERIFY.currentKey,
      PasswordLength: 48,
    });
  });

  it('lets every family read the origin-verify secret, and no other secret; nothing else reads it', SLOW, () => {
    const secret = { Ref: logicalIdOf(stacks.api.originVerifySecret) };
    for (const family of DEPLOYED_FAMILIES) {
      const reads = statementsOf(family).filter((s) =>
        (Array.isArray(s.Action) ? s.Action : [s.Action]).some((action) => action.startsWith('secretsmanager:')),
      );
      expect(reads, family).toEqual([
        expect.objectContaining({ Action: 'secretsmanager:GetSecretValue', Resource: secret }),
      ]);
    }
    expect(JSON.stringify(roleStatements(stacks.api.worksheets.runner))).not.toContain('secretsmanager:');
    expect(JSON.stringify(templates.realtime.toJSON())).not.toContain('secretsmanager:');
  });

  it('puts no origin-verify value in any Lambda environment: the api functions get only the secret ARN', SLOW, () => {
    const secret = { Ref: logicalIdOf(stacks.api.originVerifySecret) };
    let named = 0;
    for (const name of STACK_NAMES) {
      const functions = resourcesOfType(name, 'AWS::Lambda::Function');
      for (const [id, fn] of Object.entries(functions)) {
        const variables = ((fn.Properties as Json).Environment as { Variables?: Json } | undefined)?.Variables ?? {};
        for (const [key, value] of Object.entries(variables)) {
          const text = JSON.stringify(value);
          // No secret's value, resolved at deploy time, ends up in the function's configuration.
          expect(text, `${name} ${id} ${key}`).not.toMatch(/resolve:secretsmanager|SecretString/);
          if (!/ORIGIN_VERIFY/i.test(key)) continue;
          // The one origin-verify variable names the secret: a reference, never a literal.
          expect(key, `${name} ${id}`).toBe(ORIGIN_VERIFY.secretArnEnvVar);
          expect(value, `${name} ${id} ${key}`).toEqual(secret);
          named += 1;
        }
      }
    }
    expect(named).toBe(DEPLOYED_FAMILIES.length);
  });

  it(
    'grants api its data API items, push fan-out, connection secrets opened, reads of version documents, worksheets through DuckDB or Athena',
    SLOW,
    () => {
      expect(actionsOf('api')).toEqual([
        // Worksheets past one machine: Athena in its workgroup (tests/infra/worksheets.test.ts).
        'athena:GetQueryExecution',
        'athena:GetQueryResults',
        'athena:StartQueryExecution',
        'athena:StopQueryExecution',
        'dynamodb:ConditionCheckItem',
        'dynamodb:DeleteItem',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:Query',
        'dynamodb:UpdateItem',
        // Push channels: a post fanned out to the channel's sockets.
        'execute-api:ManageConnections',
        'glue:CreateDatabase',
        'glue:CreateTable',
        'glue:GetDatabase',
        'glue:GetPartitions',
        'glue:GetTable',
        'glue:UpdateTable',
        'kms:Decrypt',
        // A proxy API's upstream header values are sealed when it is added or changed.
        'kms:GenerateDataKey',
        's3:AbortMultipartUpload',
        's3:GetBucketLocation',
        's3:GetObject',
        's3:ListBucket',
        's3:ListMultipartUploadParts',
        's3:PutObject',
      ]);
      // Athena's results are the only objects it writes.
      expect(resourcesFor('api', 's3:PutObject')).toEqual([
        expect.stringMatching(/AssetsBucket.*"\/athena-results\/\*"/),
      ]);
      expect(resourcesFor('api', 's3:GetObject')).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/AssetsBucket.*"\/secrets\/\*"/),
          expect.stringMatching(/PublishedBucket.*"\/versions\/\*"/),
          expect.stringMatching(/AssetsBucket.*"\/worksheets\/\*"/),
          expect.stringMatching(/AssetsBucket.*"\/athena-results\/\*"/),
        ]),
      );
      expect(resourcesFor('api', 's3:GetObject')).toHaveLength(4);
    },
  );

  it('grants datasource its item actions and the connection-secrets key only, and no S3', SLOW, () => {
    expect(actionsOf('datasource')).toEqual([
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      'kms:Decrypt',
      'kms:GenerateDataKey',
    ]);
    const keyId = logicalIdOf(stacks.data.connectionSecretsKey);
    for (const action of ['kms:Decrypt', 'kms:GenerateDataKey']) {
      const resources = resourcesFor('datasource', action);
      expect(resources, action).toHaveLength(1);
      expect(resources[0], action).toContain(keyId);
    }
    expect(JSON.stringify(statementsOf('datasource'))).not.toContain('s3:');
    // Only the query families may touch the key, and the single sign-on secret's families: admin
    // seals a workspace's client secret, user opens it for the code exchange (docs/sso.md).
    const ssoFamilies = ['admin', 'user'];
    for (const family of DEPLOYED_FAMILIES.filter(
      (f) => !(QUERY_FAMILIES as readonly string[]).includes(f) && !ssoFamilies.includes(f),
    ))
      expect(JSON.stringify(statementsOf(family)), family).not.toContain('kms:');
    expect(actionsOf('user').filter((a) => a.startsWith('kms:'))).toEqual(['kms:Decrypt']);
    expect(resourcesFor('user', 'kms:Decrypt')).toEqual([expect.stringContaining(keyId)]);
  });

  it('runs the query functions in the private subnets of the query VPC, the others outside any VPC', SLOW, () => {
    const privateSubnets = stacks.api.queryNetwork.vpc.privateSubnets.map((subnet) => logicalIdOf(subnet));
    expect(privateSubnets).toHaveLength(2);
    for (const family of DEPLOYED_FAMILIES) {
      const props = propertiesOf(stacks.api.functions[family], 'api');
      if (!(QUERY_FAMILIES as readonly string[]).includes(family)) {
        expect(props.VpcConfig, family).toBeUndefined();
        continue;
      }
      const config = props.VpcConfig as { SubnetIds: { Ref: string }[]; SecurityGroupIds: unknown[] };
      expect(config.SubnetIds.map((s) => s.Ref).sort(), family).toEqual([...privateSubnets].sort());
      expect(config.SecurityGroupIds, family).toHaveLength(1);
      const variables = (props.Environment as { Variables: Json }).Variables;
      expect(JSON.stringify(variables.CONNECTION_SECRETS_KEY_ID), family).toContain('ConnectionSecretsKey');
      expect(variables.DATASOURCE_EGRESS_IP, family).toEqual({
        'Fn::GetAtt': [stacks.api.getLogicalId(stacks.api.queryNetwork.egressIp), 'PublicIp'],
      });
      expect(variables.DATASOURCE_ALLOW_HOSTS, family).toBe('');
    }
  });

  it('has a two-zone VPC with ONE NAT gateway on its own Elastic IP, gateway endpoints, flow logs', SLOW, () => {
    templates.api.resourceCountIs('AWS::EC2::VPC', 1);
    templates.api.resourceCountIs('AWS::EC2::NatGateway', 1);
    templates.api.resourceCountIs('AWS::EC2::EIP', 1);
    templates.api.resourceCountIs('AWS::EC2::Subnet', 4);
    const eipId = stacks.api.getLogicalId(stacks.api.queryNetwork.egressIp);
    const nat = Object.values(resourcesOfType('api', 'AWS::EC2::NatGateway'))[0];
    expect((nat?.Properties as Json).AllocationId).toEqual({ 'Fn::GetAtt': [eipId, 'AllocationId'] });
    const endpoints = Object.values(resourcesOfType('api', 'AWS::EC2::VPCEndpoint')).map((e) => e.Properties as Json);
    expect(endpoints.map((e) => e.VpcEndpointType)).toEqual(['Gateway', 'Gateway']);
    expect(JSON.stringify(endpoints.map((e) => e.ServiceName))).toMatch(/dynamodb.*s3|s3.*dynamodb/);
    templates.api.resourceCountIs('AWS::EC2::FlowLog', 1);
    const outputs = templates.api.toJSON().Outputs as Record<string, { Value: unknown }>;
    const egress = Object.entries(outputs).find(([name]) => name.includes('QueryEgressIp'));
    expect(egress?.[1].Value).toEqual({ 'Fn::GetAtt': [eipId, 'PublicIp'] });
  });

  it('keeps a rotating, retained KMS key for connection secrets in the data stack', SLOW, () => {
    const key = resourceOf(stacks.data.connectionSecretsKey, 'data');
    expect(key.Properties).toMatchObject({ EnableKeyRotation: true });
    expect(key.DeletionPolicy).toBe('Retain');
  });

  it('grants template and tenant exactly their DynamoDB actions and no S3', SLOW, () => {
    expect(actionsOf('template')).toEqual([
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    // Sessions read (beside the membership); the audit entry of an act refused by role written.
    expect(actionsOf('tenant')).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem']);
    for (const family of ['template', 'tenant'] as const) {
      const text = JSON.stringify(statementsOf(family));
      expect(text).not.toContain('s3:');
      expect(text).not.toMatch(/AssetsBucket|PublishedBucket/);
      expect(text).not.toContain('sns:');
    }
  });

  it('grants admin its DynamoDB actions and the exports prefix only (audit log CSVs)', SLOW, () => {
    // Roles, members and invitations are transactions; invitations mail only where a sender is set.
    // Disabling or removing a member ends their sessions (a batch) and closes their sockets; the
    // single sign-on secret is sealed with the connection-secrets key.
    expect(actionsOf('admin')).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:BatchWriteItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      'execute-api:ManageConnections',
      'kms:GenerateDataKey',
      's3:DeleteObject',
      's3:GetObject',
      's3:PutObject',
    ]);
    for (const action of ['s3:GetObject', 's3:PutObject'])
      expect(resourcesFor('admin', action)).toEqual([expect.stringMatching(/AssetsBucket.*"\/exports\/\*"/)]);
    // Closing a removed member's link shares deletes their static share objects, nothing else.
    const deletes = resourcesFor('admin', 's3:DeleteObject');
    expect(deletes.length).toBeGreaterThan(0);
    for (const resource of deletes) expect(resource).toMatch(/PublishedBucket/);
    expect(JSON.stringify(statementsOf('admin'))).not.toContain('sns:');
  });

  it('grants upload its staging prefix and the public media folder only', SLOW, () => {
    expect(actionsOf('upload')).toEqual([
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      's3:DeleteObject',
      's3:GetObject',
      's3:PutObject',
    ]);
    expect(resourcesFor('upload', 's3:GetObject')).toEqual([expect.stringMatching(/AssetsBucket.*"\/uploads\/\*"/)]);
    expect(resourcesFor('upload', 's3:DeleteObject')).toEqual([expect.stringMatching(/AssetsBucket.*"\/uploads\/\*"/)]);
    const puts = resourcesFor('upload', 's3:PutObject');
    expect(puts).toHaveLength(2);
    expect(puts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/AssetsBucket.*"\/uploads\/\*"/),
        expect.stringMatching(/PublishedBucket.*"\/published\/media\/\*"/),
      ]),
    );
  });

  it('grants user its avatars, SMS and no deletes of objects; nobody scans or gets s3:* / dynamodb:*', SLOW, () => {
    expect(actionsOf('user')).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:BatchWriteItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      'execute-api:ManageConnections',
      'kms:Decrypt',
      's3:GetObject',
      's3:PutObject',
      'sns:Publish',
    ]);
    expect(resourcesFor('user', 's3:PutObject')).toEqual([expect.stringMatching(/AssetsBucket.*"\/avatars\/\*"/)]);
    for (const family of DEPLOYED_FAMILIES) {
      const actions = actionsOf(family);
      expect(
        actions.filter((a) => a.endsWith('*') || a.includes('Scan')),
        family,
      ).toEqual([]);
      if (family !== 'user') expect(actions, family).not.toContain('sns:Publish');
    }
    // Versions are written by screen only; group may read and delete them (deleting a group's screens).
    expect(resourcesFor('screen', 's3:PutObject').join()).toContain('/versions/*');
    expect(resourcesFor('group', 's3:PutObject').join()).not.toContain('/versions/*');
  });

  it(
    'routes POST /rpc/<family>, its HTTP_ROUTES keys and prefix routes to the family Lambda, and nothing for families without acts',
    SLOW,
    () => {
      templates.api.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
      const integrations = resourcesOfType('api', 'AWS::ApiGatewayV2::Integration');
      const routes = Object.values(resourcesOfType('api', 'AWS::ApiGatewayV2::Route')).map(
        (route) =>
          route.Properties as { RouteKey: string; Target: { 'Fn::Join': [string, [string, { Ref: string }]] } },
      );
      const targetFunction = (routeKey: string): string | undefined => {
        const route = routes.find((r) => r.RouteKey === routeKey);
        const integrationId = route?.Target['Fn::Join'][1][1].Ref;
        const integration = integrationId ? integrations[integrationId] : undefined;
        const uri = (integration?.Properties as { IntegrationUri?: { 'Fn::GetAtt': [string, string] } } | undefined)
          ?.IntegrationUri;
        return uri?.['Fn::GetAtt'][0];
      };

      const expected: Array<[string, DeployedFamily]> = [
        ...DEPLOYED_FAMILIES.map((family): [string, DeployedFamily] => [`POST ${rpcPath(family)}`, family]),
        ...Object.entries(HTTP_ROUTES).flatMap(([key, family]): Array<[string, DeployedFamily]> =>
          isDeployedFamily(family) ? [[key, family]] : [],
        ),
        ...Object.entries(HTTP_PREFIX_ROUTES).flatMap(([prefix, route]): Array<[string, DeployedFamily]> => {
          const family: Family = route.family;
          return isDeployedFamily(family)
            ? route.methods.map((method): [string, DeployedFamily] => [`${method} ${prefix}{proxy+}`, family])
            : [];
        }),
      ];
      expect(routes).toHaveLength(expected.length);
      for (const [routeKey, family] of expected) {
        expect(targetFunction(routeKey), routeKey).toBe(logicalIdOf(stacks.api.functions[family]));
      }
      for (const family of FAMILIES.filter((f) => !isDeployedFamily(f))) {
        expect(routes.map((r) => r.RouteKey)).not.toContain(`POST ${rpcPath(family)}`);
      }
      expect(routes.map((r) => r.RouteKey)).toContain('GET /license/sign');
    },
  );

  it(
    "ships the drivers and DuckDB's linux-arm64 binding beside the query functions, exceljs beside the worksheet ones",
    SLOW,
    () => {
      /** The asset folder of a function's code in the cloud assembly. */
      const assetOf = (fn: IFunction): string => {
        const code = propertiesOf(fn, 'api').Code as { S3Key: string };
        return join(outdir, `asset.${code.S3Key.replace(/\.zip$/, '')}`);
      };
      const installed = (fn: IFunction, scope: string): string[] => {
        const dir = join(assetOf(fn), 'node_modules', scope);
        return existsSync(dir) ? readdirSync(dir) : [];
      };
      const worksheetFunctions = [stacks.api.functions.worksheet, stacks.api.worksheets.runner];
      for (const fn of [
        ...QUERY_FAMILIES.map((family) => stacks.api.functions[family]),
        stacks.api.worksheets.runner,
      ]) {
        const path = fn.node.path;
        expect(installed(fn, '@duckdb').sort(), path).toEqual([
          'node-api',
          'node-bindings',
          'node-bindings-linux-arm64',
        ]);
        // The Lambda's machine (ELF e_machine 183, AArch64), whatever machine synthesized.
        const binding = readFileSync(join(assetOf(fn), 'node_modules/@duckdb/node-bindings-linux-arm64/duckdb.node'));
        expect(binding.readUInt16LE(18), path).toBe(183);
        for (const driver of DRIVER_MODULES)
          expect(installed(fn, driver).length, `${path} ${driver}`).toBeGreaterThan(0);
        expect(installed(fn, 'exceljs').length > 0, `${path} exceljs`).toBe(worksheetFunctions.includes(fn));
      }
      for (const family of DEPLOYED_FAMILIES.filter((f) => !(QUERY_FAMILIES as readonly string[]).includes(f)))
        expect(existsSync(join(assetOf(stacks.api.functions[family]), 'node_modules')), family).toBe(false);
    },
  );

  it('lets API Gateway invoke each family Lambda', SLOW, () => {
    for (const family of DEPLOYED_FAMILIES) {
      templates.api.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'apigateway.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [logicalIdOf(stacks.api.functions[family]), 'Arn'] },
      });
    }
  });

  it('throttles the default stage and writes JSON access logs', SLOW, () => {
    const stage = propertiesOf(stacks.api.stage, 'api');
    expect(stage).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 2000, ThrottlingRateLimit: 1000 },
    });
    const format = JSON.parse(String((stage.AccessLogSettings as { Format: string }).Format)) as Json;
    expect(Object.keys(format)).toEqual(expect.arrayContaining(['requestId', 'ip', 'routeKey', 'status', 'latency']));
    expect((stage.AccessLogSettings as { DestinationArn: unknown }).DestinationArn).toBeDefined();
  });

  it("alarms on the 5xx rate and on each family's errors, throttles and latency, to the alarm topic", SLOW, () => {
    const alarms = Object.values(resourcesOfType('api', 'AWS::CloudWatch::Alarm')).map((a) => a.Properties as Json);
    // Each family's three, the worksheet runner's two, its dead letters and dropped schedules, the 5xx rate.
    expect(alarms).toHaveLength(DEPLOYED_FAMILIES.length * 3 + 2 + 1 + 1 + 1);
    for (const alarm of alarms) expect(JSON.stringify(alarm.AlarmActions)).toMatch(/AlarmTopic/);
    const metrics = alarms.map((a) => String(a.MetricName ?? JSON.stringify(a.Metrics)));
    expect(metrics.filter((m) => m === 'Errors')).toHaveLength(DEPLOYED_FAMILIES.length + 1);
    expect(metrics.filter((m) => m === 'Throttles')).toHaveLength(DEPLOYED_FAMILIES.length + 1);
    expect(metrics.filter((m) => m === 'Duration')).toHaveLength(DEPLOYED_FAMILIES.length);
    expect(metrics.filter((m) => m === 'ApproximateNumberOfMessagesVisible')).toHaveLength(1);
    expect(metrics.filter((m) => m === 'InvocationDroppedCount')).toHaveLength(1);
    expect(metrics.some((m) => m.includes('5xx') && m.includes('100 * errors / requests'))).toBe(true);
  });

  it(
    'keeps the execute-api endpoint on without a custom domain (CloudFront needs it) and the origin secret generated',
    SLOW,
    () => {
      expect(propertiesOf(stacks.api.httpApi, 'api').DisableExecuteApiEndpoint).toBeFalsy();
      templates.api.hasResourceProperties('AWS::SecretsManager::Secret', {
        GenerateSecretString: Match.objectLike({ PasswordLength: 48, ExcludePunctuation: true }),
      });
    },
  );
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
    expect(Object.keys(variables)).toEqual(
      expect.arrayContaining([TABLES.connections.envVar, TABLES.main.envVar, WS_ENDPOINT_ENV]),
    );
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

  it(
    "gives the ws Lambda the browser origins it accepts: the distribution's own by default, the site domain or allowedOrigins",
    SLOW,
    () => {
      const build = (context: Record<string, string>) => {
        const app = new App({
          outdir: mkdtempSync(join(tmpdir(), 'wallboard-origins-')),
          context: {
            ...CDK_CONTEXT,
            'aws:cdk:bundling-stacks': [],
            region: 'us-east-1',
            siteDir: SITE_FIXTURE,
            ...context,
          },
        });
        return buildWallboard(app, optionsFromContext(app));
      };
      const variablesOf = (built: WallboardStacks) =>
        (
          (Template.fromStack(built.realtime).toJSON().Resources as Record<string, Json>)[
            logicalIdOf(built.realtime.handler)
          ]?.Properties as { Environment: { Variables: Json } }
        ).Environment.Variables;
      /** The web stack's deployments that write the app's origin into the published bucket. */
      const originDeployments = (built: WallboardStacks) =>
        Object.values(
          Template.fromStack(built.web).findResources('Custom::CDKBucketDeployment', {
            Properties: { DestinationBucketKeyPrefix: 'config/' },
          }),
        ) as { Properties: Json }[];

      // No domain, no allowedOrigins: the web stack publishes `https://<distribution domain>` where
      // the ws function reads it.
      const variables = (propertiesOf(stacks.realtime.handler, 'realtime').Environment as { Variables: Json })
        .Variables;
      expect(variables).not.toHaveProperty('ALLOWED_ORIGINS');
      expect(variables).toMatchObject({ [APP_ORIGINS_OBJECT.envVar]: APP_ORIGINS_OBJECT.key });
      expect(APP_ORIGINS_OBJECT.key.startsWith('config/')).toBe(true);
      const [deployment, ...more] = originDeployments(stacks);
      expect(more).toEqual([]);
      expect(deployment?.Properties).toMatchObject({ Prune: false });
      expect(JSON.stringify(deployment?.Properties.SourceMarkers)).toContain(
        JSON.stringify({ 'Fn::GetAtt': [logicalIdOf(stacks.web.distribution), 'DomainName'] }),
      );
      // The ws function may read that object alone.
      expect(JSON.stringify(resourcesOfType('realtime', 'AWS::IAM::Policy'))).toContain(`/${APP_ORIGINS_OBJECT.key}"`);
      expect(JSON.stringify(deployment?.Properties.DestinationBucketName)).toContain(
        Stack.of(stacks.data).getLogicalId(stacks.data.buckets.published.node.defaultChild as CfnResource),
      );

      const withDomain = build({
        webDomainName: 'wall.example.com',
        webCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/x',
      });
      expect(variablesOf(withDomain)).toMatchObject({ ALLOWED_ORIGINS: 'https://wall.example.com' });
      expect(variablesOf(withDomain)).not.toHaveProperty(APP_ORIGINS_OBJECT.envVar);
      expect(originDeployments(withDomain)).toEqual([]);
      const withOrigins = build({ allowedOrigins: 'https://d111.cloudfront.net' });
      expect(variablesOf(withOrigins)).toMatchObject({ ALLOWED_ORIGINS: 'https://d111.cloudfront.net' });
      expect(originDeployments(withOrigins)).toEqual([]);
    },
  );

  it('grants the ws Lambda only its connection and session actions, throttles and logs the stage, alarms', SLOW, () => {
    const text = JSON.stringify(resourcesOfType('realtime', 'AWS::IAM::Policy'));
    for (const action of [
      'dynamodb:Scan',
      'dynamodb:BatchGetItem',
      'dynamodb:BatchWriteItem',
      's3:PutObject',
      's3:DeleteObject',
    ])
      expect(text).not.toContain(action);
    // Session and member read side by side at each frame; published versions read for share displays' channels.
    expect(text).toContain('/versions/*');
    for (const action of [
      's3:GetObject',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:DeleteItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ])
      expect(text).toContain(action);
    expect(text).toContain('/index/byTarget');
    const stage = propertiesOf(stacks.realtime.stage, 'realtime');
    expect(stage).toMatchObject({ DefaultRouteSettings: { ThrottlingBurstLimit: 1000, ThrottlingRateLimit: 500 } });
    const format = JSON.parse(String((stage.AccessLogSettings as { Format: string }).Format)) as Json;
    expect(Object.keys(format)).toEqual(expect.arrayContaining(['requestId', 'ip', 'routeKey', 'status', 'latency']));
    // The ws function's errors and throttles, the stage's connects.
    templates.realtime.resourceCountIs('AWS::CloudWatch::Alarm', 3);
  });
});

describe('WebStack', () => {
  type Behavior = {
    PathPattern: string;
    CachePolicyId: unknown;
    OriginRequestPolicyId?: string;
    AllowedMethods?: string[];
    ViewerProtocolPolicy: string;
    TargetOriginId: string;
    ResponseHeadersPolicyId?: unknown;
    FunctionAssociations?: Json[];
  };
  type Origin = { Id: string; DomainName: unknown; OriginAccessControlId?: unknown };
  const distributionConfig = () =>
    propertiesOf(stacks.web.distribution, 'web').DistributionConfig as {
      CacheBehaviors: Behavior[];
      DefaultCacheBehavior: Json;
      Origins: Origin[];
      DefaultRootObject?: string;
      CustomErrorResponses?: unknown;
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
      expect(b.AllowedMethods).toEqual(
        expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      );
      expect(JSON.stringify(origin(b.TargetOriginId).DomainName)).toContain('.execute-api.');
      const apiOrigin = origin(b.TargetOriginId) as Origin & {
        OriginCustomHeaders?: Json[];
        CustomOriginConfig?: Json;
      };
      expect(apiOrigin.OriginCustomHeaders).toEqual([
        { HeaderName: ORIGIN_VERIFY.header, HeaderValue: expect.objectContaining({}) },
      ]);
      // The api stack's secret's `current`, by a dynamic reference resolved at deploy time.
      const headerValue = JSON.stringify(apiOrigin.OriginCustomHeaders);
      expect(headerValue).toContain('{{resolve:secretsmanager:');
      expect(headerValue).toContain(`:SecretString:${ORIGIN_VERIFY.currentKey}::}}`);
      expect(headerValue).toContain('Fn::ImportValue');
      expect(apiOrigin.CustomOriginConfig).toMatchObject({
        OriginProtocolPolicy: 'https-only',
        OriginSSLProtocols: ['TLSv1.2'],
      });
    }
  });

  /** The headers a CloudFront response-headers policy sends, as the gateway names them. */
  function headersOfPolicy(policyId: unknown): Record<string, string> {
    const policies = resourcesOfType('web', 'AWS::CloudFront::ResponseHeadersPolicy');
    const id = (policyId as { Ref?: string }).Ref;
    const config = (id ? (policies[id]?.Properties as Json) : undefined)?.ResponseHeadersPolicyConfig as
      { SecurityHeadersConfig: Json } | undefined;
    if (!config) throw new Error(`no response headers policy ${JSON.stringify(policyId)}`);
    const h = config.SecurityHeadersConfig as {
      ContentSecurityPolicy: { ContentSecurityPolicy: unknown };
      StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean };
      ContentTypeOptions?: Json;
      ReferrerPolicy: { ReferrerPolicy: string };
      FrameOptions?: { FrameOption: string };
    };
    const csp = stacks.web.resolve(h.ContentSecurityPolicy.ContentSecurityPolicy) as unknown;
    // The storage origins are tokens (the assets bucket's names); the rest is literal text.
    const flat = typeof csp === 'string' ? csp : JSON.stringify(csp);
    return {
      'content-security-policy': flat,
      'strict-transport-security': `max-age=${h.StrictTransportSecurity.AccessControlMaxAgeSec}${h.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''}`,
      ...(h.ContentTypeOptions ? { 'x-content-type-options': 'nosniff' } : {}),
      'referrer-policy': h.ReferrerPolicy.ReferrerPolicy,
      ...(h.FrameOptions ? { 'x-frame-options': h.FrameOptions.FrameOption } : {}),
    };
  }

  it(
    'sends the security headers of shared/protocol/security-headers.ts: share paths framable, every other path not',
    SLOW,
    () => {
      const config = distributionConfig();
      const local = (path: string) => securityHeaders(path, ['STORAGE']);
      const sameAs = (path: string, policyId: unknown) => {
        const sent = headersOfPolicy(policyId);
        const expected = local(path);
        expect(Object.keys(sent).sort(), path).toEqual(Object.keys(expected).sort());
        for (const name of Object.keys(expected)) {
          if (name === 'content-security-policy') continue;
          expect(sent[name], `${path} ${name}`).toBe(expected[name]);
        }
        // The CSP text around the storage origins is the module's, directive by directive.
        const cspParts = (expected['content-security-policy'] ?? '').split('STORAGE');
        for (const part of cspParts) expect(sent['content-security-policy'], path).toContain(part.trim());
      };
      sameAs('/', config.DefaultCacheBehavior.ResponseHeadersPolicyId);
      for (const pattern of [...API_PATH_PATTERNS, '/published/*', '/serverConfig.json']) {
        sameAs(pattern.replace('*', 'x'), behavior(pattern).ResponseHeadersPolicyId);
      }
      expect(SHARE_PATH_PATTERNS).toEqual(SHARE_PATH_PREFIXES.map((prefix) => `${prefix}*`));
      for (const pattern of SHARE_PATH_PATTERNS) {
        const share = behavior(pattern);
        sameAs(pattern.replace('*', 'share/abc'), share.ResponseHeadersPolicyId);
        expect(headersOfPolicy(share.ResponseHeadersPolicyId)['content-security-policy']).toContain(
          'frame-ancestors *',
        );
        // Share pages are SPA routes too, from the site bucket.
        expect(share.TargetOriginId).toBe(config.DefaultCacheBehavior.TargetOriginId);
        expect(share).toMatchObject({
          FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
        });
      }
      expect(headersOfPolicy(config.DefaultCacheBehavior.ResponseHeadersPolicyId)['content-security-policy']).toContain(
        "frame-ancestors 'self'",
      );
    },
  );

  it('puts the distribution behind the WAF WebACL: rate limits, common and known-bad-inputs rule sets', SLOW, () => {
    const acl = Object.values(resourcesOfType('web', 'AWS::WAFv2::WebACL'));
    expect(acl).toHaveLength(1);
    const props = acl[0]?.Properties as { Scope: string; Rules: Array<{ Name: string; Statement: Json }> };
    expect(props.Scope).toBe('CLOUDFRONT');
    const text = JSON.stringify(props.Rules);
    expect(text).toContain('AWSManagedRulesCommonRuleSet');
    expect(text).toContain('AWSManagedRulesKnownBadInputsRuleSet');
    expect(text).toContain(`"Limit":${WAF_RATE_LIMIT}`);
    expect(text).toContain(`"Limit":${WAF_AUTH_RATE_LIMIT}`);
    expect(JSON.stringify(propertiesOf(stacks.web.distribution, 'web'))).toContain('"WebACLId":{"Fn::GetAtt"');
  });

  it('logs to the log bucket and deploys no source maps', SLOW, () => {
    const config = propertiesOf(stacks.web.distribution, 'web').DistributionConfig as { Logging: Json };
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront/' });
    expect(propertiesOf(stacks.web.siteBucket, 'web').LoggingConfiguration).toMatchObject({
      LogFilePrefix: 's3/site/',
    });
    // The site's deployment (the other writes the app's origin: RealtimeStack).
    const deployments = Object.values(resourcesOfType('web', 'Custom::CDKBucketDeployment')).filter(
      (deployment) => (deployment.Properties as Json).DestinationBucketKeyPrefix === undefined,
    );
    expect(deployments).toHaveLength(1);
    for (const deployment of deployments) expect((deployment.Properties as Json).Exclude).toEqual(['*.map']);
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
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
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

describe('cfn-lint', () => {
  // Required: .ci/run installs it; a machine without it fails here rather than skipping the check.
  // cfn-lint exit code bits: 2 error, 4 warning, 8 informational. Errors fail; the warnings are
  // CDK's own (W3005 DependsOn next to GetAtt on function roles, W6001 re-exported outputs).
  it('is installed and finds no error in the synthesized templates', SLOW, () => {
    const version = spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' });
    expect(version.error, 'cfn-lint is not installed (pip install cfn-lint; .ci/run does it)').toBeUndefined();
    expect(version.status, `cfn-lint --version failed: ${version.stderr}`).toBe(0);
    const files = readdirSync(outdir)
      .filter((f) => f.endsWith('.template.json'))
      .map((f) => join(outdir, f));
    expect(files).toHaveLength(4);
    const result = spawnSync('cfn-lint', ['--format', 'parseable', '--', ...files], { encoding: 'utf8' });
    expect(result.error).toBeUndefined();
    expect(result.status, 'cfn-lint crashed').not.toBeNull();
    expect((result.status ?? 0) & 2, `cfn-lint errors:\n${result.stdout}${result.stderr}`).toBe(0);
  });
});

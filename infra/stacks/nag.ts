import { CfnResource, Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy, type IRole } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
import {
  DEPLOYED_FAMILIES,
  FAMILY_HANDLERS,
  HANDLER_GRANTS,
  QUERY_FAMILIES,
  type HandlerName,
} from '../permissions.js';
import { ATHENA_RESULTS_PREFIX, TENANT_DATA_ROLE, WORKSHEETS } from '../resources.js';
import { BACKUP_ROLE_POLICIES } from './data-stack.js';
import { GLOBAL_OBJECT_PREFIXES } from './tenant-data-role.js';
import type { WallboardStacks } from './wallboard.js';

/**
 * The cdk-nag (AwsSolutionsChecks) findings Wallboard accepts, each with its reason. cdk-nag 3
 * acknowledges through CDK's `Validations.of(construct).acknowledge`, one id per finding.
 * Findings that name resources (IAM5 wildcards) carry the resolved reference in their id, so
 * this runs on a synthesized app, where cross-stack references are resolved, before
 * `AwsSolutionsChecks.validateScope` (tests/infra/nag.test.ts).
 */

const NAG = 'AwsSolutions';

function acknowledge(construct: IConstruct, rule: string, reason: string): void {
  Validations.of(construct).acknowledge({ id: `${NAG}-${rule}`, reason });
}

type Cfn = Record<string, unknown>;

/** A CloudFormation value as cdk-nag writes it in a finding id (its flattenCfnReference). */
function flatten(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (typeof node === 'object' && node !== null) {
    const cfn = node as Cfn;
    const join = cfn['Fn::Join'];
    if (Array.isArray(join)) {
      const [delimiter, items] = join as [string, unknown[]];
      return items.map(flatten).join(delimiter);
    }
    if ('Fn::Sub' in cfn) return flatten(cfn['Fn::Sub']);
    const getAtt = cfn['Fn::GetAtt'];
    if (Array.isArray(getAtt)) return `<${flatten(getAtt[0])}.${flatten(getAtt[1])}>`;
    if ('Fn::ImportValue' in cfn) return flatten(cfn['Fn::ImportValue']);
    if ('Ref' in cfn) return `<${flatten(cfn.Ref)}>`;
  }
  return JSON.stringify(node);
}

/** The wildcard resources of the policies under `scope`, as finding ids' resource parts. */
function wildcardResources(scope: IConstruct): Array<{ policy: CfnPolicy; resource: string }> {
  const found: Array<{ policy: CfnPolicy; resource: string }> = [];
  for (const child of scope.node.findAll()) {
    if (!(child instanceof CfnPolicy)) continue;
    const document = Stack.of(child).resolve(child.policyDocument) as {
      Statement?: Array<{ Effect: string; Resource?: unknown }>;
    };
    for (const statement of document.Statement ?? []) {
      if (statement.Effect !== 'Allow') continue;
      const resources = Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource];
      for (const resource of resources.map(flatten))
        if (resource.includes('*')) found.push({ policy: child, resource });
    }
  }
  return found;
}

function wildcardActions(scope: IConstruct): Array<{ policy: CfnPolicy; action: string }> {
  const found: Array<{ policy: CfnPolicy; action: string }> = [];
  for (const child of scope.node.findAll()) {
    if (!(child instanceof CfnPolicy)) continue;
    const document = Stack.of(child).resolve(child.policyDocument) as {
      Statement?: Array<{ Effect: string; Action?: string | string[] }>;
    };
    for (const statement of document.Statement ?? []) {
      const actions = Array.isArray(statement.Action) ? statement.Action : [statement.Action ?? ''];
      for (const action of actions)
        if (statement.Effect === 'Allow' && action.includes('*')) found.push({ policy: child, action });
    }
  }
  return found;
}

const managedPolicy = (name: string): string => `IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/${name}]`;
const BASIC_EXECUTION = managedPolicy('service-role/AWSLambdaBasicExecutionRole');
const VPC_EXECUTION = managedPolicy('service-role/AWSLambdaVPCAccessExecutionRole');

/** A Wallboard handler's role: its grants are its row of HANDLER_GRANTS, nothing else. */
function acknowledgeHandler(name: HandlerName, role: IRole | undefined): void {
  if (!role) throw new Error(`${name} has no role`);
  acknowledge(
    role,
    BASIC_EXECUTION,
    'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch Logs.',
  );
  const grants = HANDLER_GRANTS[name];
  const prefixes = grants.objects.flatMap((grant) => grant.prefixes.map((prefix) => `/${prefix}*`));
  for (const { policy, resource } of wildcardResources(role)) {
    if (prefixes.some((suffix) => resource.endsWith(suffix))) {
      acknowledge(
        policy,
        `IAM5[Resource::${resource}]`,
        `Objects under one key prefix of the grant table (infra/permissions.ts, ${name}): keys carry random ids, so a prefix is the narrowest scope.`,
      );
    } else if (resource.endsWith('/index/*')) {
      acknowledge(policy, `IAM5[Resource::${resource}]`, 'Queries of a named index.');
    } else if (resource === '*') {
      // Active tracing (infra/stacks/lambda.ts): X-Ray's PutTraceSegments and PutTelemetryRecords take no resource.
      const xray =
        'X-Ray trace segments and telemetry (active tracing), whose actions have no resource-level permissions';
      acknowledge(
        policy,
        'IAM5[Resource::*]',
        'sms' in grants && grants.sms
          ? `sns:Publish straight to phone numbers (SMS codes), which have no ARN, TLS required; and ${xray}.`
          : `${xray}.`,
      );
    } else if ('athena' in grants && resource.endsWith(`/${ATHENA_RESULTS_PREFIX}*`)) {
      acknowledge(
        policy,
        `IAM5[Resource::${resource}]`,
        "Athena's query results, which it writes and reads under one prefix with the caller's credentials (result keys are query ids).",
      );
    } else if (resource.includes(':glue:') && resource.includes(`/${WORKSHEETS.glueDatabasePrefix}*`)) {
      acknowledge(
        policy,
        `IAM5[Resource::${resource}]`,
        `The worksheets' Glue databases and tables, made at run time per tenant under the prefix ${WORKSHEETS.glueDatabasePrefix} (infra/resources.ts WORKSHEETS).`,
      );
    } else if (resource.includes(':scheduler:') && resource.endsWith(`:schedule/${WORKSHEETS.scheduleGroup}/*`)) {
      acknowledge(
        policy,
        `IAM5[Resource::${resource}]`,
        "The schedules of the worksheets' schedule group, one per worksheet, named at run time.",
      );
    } else if (resource.includes('@connections')) {
      acknowledge(
        policy,
        `IAM5[Resource::${resource}]`,
        "execute-api:ManageConnections on the stage's connections, whose ids are only known at run time.",
      );
    }
  }
}

/** The tenant data role (isolation by IAM): each tenant's own prefixes, and the global ones whole. */
function acknowledgeTenantDataRole(role: IRole): void {
  const tenantFolder = `/<aws:PrincipalTag/${TENANT_DATA_ROLE.sessionTag}>/*`;
  const globals = Object.values(GLOBAL_OBJECT_PREFIXES).flatMap((prefixes) => prefixes.map((p) => `/${p}*`));
  for (const { policy, resource } of wildcardResources(role)) {
    if (resource.endsWith(tenantFolder)) {
      acknowledge(
        policy,
        `IAM5[Resource::${resource}]`,
        "Objects under the session's own tenant folder (the session tag `tenant`): the narrowest scope of keys with random ids.",
      );
    } else if (globals.some((suffix) => resource.endsWith(suffix))) {
      acknowledge(
        policy,
        `IAM5[Resource::${resource}]`,
        'Objects under a prefix that names no tenant (avatars by user, open shares by token, media by a tenant hash), as the act functions are granted.',
      );
    }
  }
}

/** Acknowledges every accepted finding; call on a synthesized app, before validating. */
export function acknowledgeNagFindings(stacks: WallboardStacks, options: { webDomain: boolean }): void {
  for (const family of DEPLOYED_FAMILIES)
    acknowledgeHandler(FAMILY_HANDLERS[family], stacks.api.functions[family].role);
  acknowledgeHandler('ws', stacks.realtime.handler.role);
  acknowledgeTenantDataRole(stacks.api.tenantDataRole.role);
  const worksheets = stacks.api.worksheets;
  acknowledgeHandler('worksheet-run', worksheets.runner.role);
  const vpcFunctions = [...QUERY_FAMILIES.map((family) => stacks.api.functions[family]), worksheets.runner];
  for (const fn of vpcFunctions) {
    const role = fn.role;
    if (!role) throw new Error(`${fn.node.path} has no role`);
    acknowledge(
      role,
      VPC_EXECUTION,
      'AWSLambdaVPCAccessExecutionRole only lets the function manage its own network interfaces in the query VPC (infra/stacks/network.ts).',
    );
  }

  const lambdaRuntime =
    'nodejs24.x, the newest Node.js runtime of this aws-cdk-lib; the bundles target node20, the newest Node the build and test machines run, so the tested bundles are the deployed ones (infra/stacks/lambda.ts).';
  for (const fn of [...Object.values(stacks.api.functions), worksheets.runner, stacks.realtime.handler])
    acknowledge(fn, 'L1', lambdaRuntime);
  acknowledge(
    worksheets.deadLetters,
    'SQS3',
    "This queue is the dead-letter queue of the worksheet runner's asynchronous invokes (a Lambda DLQ, which cdk-nag does not recognise as one).",
  );

  const publicAuth =
    'Callers authenticate in the handler (the session token of the middy chain); sign-in, codes and shares are public by design. ' +
    "The API only answers requests carrying CloudFront's origin-verify header.";
  for (const stack of [stacks.api, stacks.realtime]) {
    for (const child of stack.node.findAll()) {
      if (CfnResource.isCfnResource(child) && child.cfnResourceType === 'AWS::ApiGatewayV2::Route')
        acknowledge(child, 'APIG4', publicAuth);
    }
  }
  const backupRole = stacks.data.backupRole;
  for (const name of BACKUP_ROLE_POLICIES) {
    acknowledge(
      backupRole,
      managedPolicy(name),
      `AWS managed ${name.replace(/^service-role\//, '')}, on the role only AWS Backup (backup.amazonaws.com) assumes: ` +
        "backing up or restoring resources of the account, not only Wallboard's (Resource *, for every service AWS Backup " +
        "supports). Accepted: AWS Backup acts only on what the plan's selection names (the tables and buckets) and on " +
        'restores an operator starts, and AWS keeps these policies in step with what each service needs.',
    );
  }
  acknowledge(
    stacks.api.originVerifySecret,
    'SMG4',
    'The origin-verify value is shared by CloudFront and the handlers and changes with a deploy of both; a rotation Lambda would leave them apart.',
  );

  // CDK's own constructs in the web stack: the BucketDeployment provider and the auto-delete of the site bucket.
  for (const child of stacks.web.node.findAll()) {
    const path = child.node.path;
    if (!/Custom::CDKBucketDeployment|Custom::S3AutoDeleteObjects/.test(path)) continue;
    if (child.node.id === 'ServiceRole' || child.node.id === 'Role') {
      acknowledge(child, BASIC_EXECUTION, "CDK's deployment provider writes its own CloudWatch Logs.");
    }
    if (CfnResource.isCfnResource(child) && child.cfnResourceType === 'AWS::Lambda::Function') {
      acknowledge(child, 'L1', "The runtime of CDK's deployment provider is chosen by aws-cdk-lib.");
    }
  }
  for (const { policy, resource } of wildcardResources(stacks.web)) {
    if (/Custom::CDKBucketDeployment/.test(policy.node.path)) {
      acknowledge(
        policy,
        `IAM5[Resource::${resource}]`,
        "CDK's BucketDeployment copies the SPA from the CDK assets bucket into the site bucket (its own policy).",
      );
    }
  }
  for (const { policy, action } of wildcardActions(stacks.web)) {
    if (/Custom::CDKBucketDeployment/.test(policy.node.path)) {
      acknowledge(
        policy,
        `IAM5[Action::${action}]`,
        "CDK's BucketDeployment grants (read the asset, sync and prune the site bucket).",
      );
    }
  }

  acknowledge(stacks.web.distribution, 'CFR1', 'Wallboard serves a worldwide audience; no geo restriction.');
  if (!options.webDomain) {
    acknowledge(
      stacks.web.distribution,
      'CFR4',
      'Without webDomainName/webCertificateArn CloudFront serves its default *.cloudfront.net certificate, whose minimum protocol cannot be set (TLSv1); with a domain it is TLSv1.2_2021.',
    );
  }
}

import { CfnResource, Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy, type IRole } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
import { LIMITS } from '../../shared/limits.js';
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
 * `AwsSolutionsChecks.validateScope` (tests/infra/nag.test.ts), which also fails on an
 * acknowledgement that matches no finding.
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

/** Why a function's role keeps the AWS managed AWSLambdaBasicExecutionRole. */
const BASIC_EXECUTION_REASON =
  'AWS managed AWSLambdaBasicExecutionRole: logs:CreateLogGroup, logs:CreateLogStream and logs:PutLogEvents on every ' +
  "log group of the account (Resource *), not only the function's own. Accepted: it can only create and write logs " +
  '(no reading, no retention change, no deletion), and it is how Lambda is given its log delivery.';

/** A Wallboard handler's role: its grants are its row of HANDLER_GRANTS, nothing else. */
function acknowledgeHandler(name: HandlerName, role: IRole | undefined): void {
  if (!role) throw new Error(`${name} has no role`);
  acknowledge(role, BASIC_EXECUTION, BASIC_EXECUTION_REASON);
  const grants = HANDLER_GRANTS[name];
  const prefixes = grants.objects.flatMap((grant) => grant.prefixes.map((prefix) => `/${prefix}*`));
  for (const { policy, resource } of wildcardResources(role)) {
    if (prefixes.some((suffix) => resource.endsWith(suffix))) {
      acknowledge(
        policy,
        `IAM5[Resource::${resource}]`,
        `Objects under one key prefix of the grant table (infra/permissions.ts, ${name}): keys carry random ids, so a prefix is the narrowest scope.`,
      );
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
      'AWS managed AWSLambdaVPCAccessExecutionRole: ec2:CreateNetworkInterface, DescribeNetworkInterfaces, DescribeSubnets, ' +
        'DeleteNetworkInterface, AssignPrivateIpAddresses and UnassignPrivateIpAddresses, and the basic logs actions, all on ' +
        "Resource * (any network interface of the account, not only the function's). Accepted: Lambda needs them to attach " +
        'the function to the query VPC (infra/stacks/network.ts), and no handler can send an EC2 call (no bundle has an ' +
        'EC2 client; tests/infra/permissions.test.ts reads what each bundle can send).',
    );
  }

  const httpAuth =
    'HTTP API routes have no API Gateway authorizer: callers authenticate in the handler (the session token of the middy ' +
    'chain); sign-in, codes and shares are public by design. The API only answers requests carrying the origin-verify ' +
    'header CloudFront adds, so every request has passed CloudFront and its WAF.';
  const wsAuth =
    'WebSocket routes have no API Gateway authorizer, and the WebSocket API has neither WAF nor CloudFront in front. ' +
    `$connect authorises in the handler: an allowed browser Origin, at most ${LIMITS.websocket.connectsPerAddressPerMinute} connects a minute per client address ` +
    '(the WAF rate rule it cannot have), and a short-lived, single-use ticket obtained over HTTPS with a session or a ' +
    'share, else 403/429/401. $default and $disconnect run only on a connection $connect accepted, and each frame reads ' +
    'the session and membership again (docs/realtime.md). The stage is throttled (WS_THROTTLE).';
  for (const [stack, reason] of [
    [stacks.api, httpAuth],
    [stacks.realtime, wsAuth],
  ] as const) {
    for (const child of stack.node.findAll()) {
      if (CfnResource.isCfnResource(child) && child.cfnResourceType === 'AWS::ApiGatewayV2::Route')
        acknowledge(child, 'APIG4', reason);
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

  // CDK's BucketDeployment provider in the web stack (present when the SPA is built).
  for (const child of stacks.web.node.findAll()) {
    if (!/Custom::CDKBucketDeployment/.test(child.node.path)) continue;
    if (child.node.id === 'ServiceRole') acknowledge(child, BASIC_EXECUTION, BASIC_EXECUTION_REASON);
    if (CfnResource.isCfnResource(child) && child.cfnResourceType === 'AWS::Lambda::Function') {
      acknowledge(
        child,
        'L1',
        "CDK's BucketDeployment provider runs on the runtime aws-cdk-lib chooses for it, not the newest; it runs only during a deploy.",
      );
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

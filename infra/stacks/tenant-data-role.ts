import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { AccountPrincipal, PolicyStatement, Role, SessionTagsPrincipal, type IRole } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import {
  DEPLOYED_FAMILIES,
  FAMILY_HANDLERS,
  HANDLER_GRANTS,
  type BucketName,
  type HandlerGrants,
  type HandlerName,
  type TableName,
} from '../permissions.js';
import { TENANT_DATA_ROLE } from '../resources.js';
import { OUTSIDE_TENANTS } from './grants.js';

/** The policy variable holding the session's tenant (the session tag `tenant`). */
export const TENANT_VARIABLE = `\${aws:PrincipalTag/${TENANT_DATA_ROLE.sessionTag}}`;

/**
 * S3 key prefixes whose next segment is the tenant id (functions/lib/s3-objects.ts): the role
 * reaches `<prefix><tenant>/…` only.
 */
export const TENANT_OBJECT_PREFIXES: Readonly<Record<BucketName, readonly string[]>> = {
  assets: ['thumbs/', 'exports/', 'uploads/', 'history/', 'secrets/', 'worksheets/'],
  published: ['versions/'],
};

/**
 * Prefixes that name no tenant, reached whole: avatars (by user), open shares' payloads (by
 * token), media (by a hash of the tenant, which a tag cannot name).
 */
export const GLOBAL_OBJECT_PREFIXES: Readonly<Record<BucketName, readonly string[]>> = {
  assets: ['avatars/'],
  published: ['published/s/', 'published/g/', 'published/media/'],
};

export interface TenantDataRoleProps {
  tables: Record<TableName, ITable>;
  buckets: Record<BucketName, IBucket>;
  /** Roles of this stack that may assume the role: the act functions' and the worksheet runner's. */
  assumedBy: IRole[];
  /**
   * Roles of another stack that may assume it too (the WebSocket function's): trusted here, they
   * hold their own right to assume it, by the role's name (`tenantDataRoleArn`), so no stack
   * refers to the other both ways.
   */
  trustedFrom?: IRole[];
}

/** The role's name: set, so a function of another stack names its ARN without a reference. */
export function tenantDataRoleName(stack: Stack): string {
  return `wallboard-tenant-data-${stack.region}`;
}

/** The role's ARN, built from its name. */
export function tenantDataRoleArn(stack: Stack): string {
  return stack.formatArn({ service: 'iam', region: '', resource: 'role', resourceName: tenantDataRoleName(stack) });
}

/** The right to assume the role (with its tenant tag), for a role that names it by its ARN. */
export function assumeTenantDataRole(stack: Stack): PolicyStatement {
  return new PolicyStatement({ actions: ['sts:AssumeRole', 'sts:TagSession'], resources: [tenantDataRoleArn(stack)] });
}

/**
 * The functions that reach a tenant's data through this role: every act function, the WebSocket
 * function (a socket's tenant) and the worksheet runner (a run's tenant).
 */
export const TENANT_ROLE_USERS: readonly HandlerName[] = [
  ...DEPLOYED_FAMILIES.map((family) => FAMILY_HANDLERS[family]),
  'ws',
  'worksheet-run',
];

/** The grants of those functions together: what a tenant's work may need. */
function familyGrants(): HandlerGrants[] {
  return TENANT_ROLE_USERS.map((name) => HANDLER_GRANTS[name]);
}

function union<T>(lists: Iterable<readonly T[]>): T[] {
  const out = new Set<T>();
  for (const list of lists) for (const item of list) out.add(item);
  return [...out].sort();
}

/** The sorted union of actions (and indexes) the act functions use on a table. */
function tableUse(table: TableName): { actions: string[]; indexes: string[] } {
  const grants = familyGrants().flatMap((row) => row.tables.filter((grant) => grant.table === table));
  return {
    actions: union(grants.map((grant) => grant.actions)),
    indexes: union(grants.map((grant) => grant.indexes ?? [])),
  };
}

/** The actions the act functions use under one prefix of a bucket. */
function objectActions(bucket: BucketName, prefix: string): string[] {
  const grants = familyGrants().flatMap((row) =>
    row.objects.filter((grant) => grant.bucket === bucket && grant.prefixes.includes(prefix)),
  );
  return union(grants.map((grant) => grant.actions));
}

/** Every prefix the act functions are granted in a bucket. */
export function grantedPrefixes(bucket: BucketName): string[] {
  return union(
    familyGrants().flatMap((row) => row.objects.filter((grant) => grant.bucket === bucket).map((g) => g.prefixes)),
  );
}

/**
 * Isolation by IAM (docs/tenants.md#isolation-by-iam): the role an act function assumes for an
 * act of one tenant, with the session tag `tenant=<id>` (functions/lib/tenant-credentials.ts).
 * It holds what the act functions use of the tables and buckets, confined to the tenant:
 * - main table: keys `T#<tenant>` and `T#<tenant>#…`, or keys outside every tenant (not `T#…`:
 *   sessions, users, logins, share links…); another tenant's key matches neither statement;
 * - connections table: whole (connection ids name no tenant; the fan-out reads them by target);
 * - buckets: `<prefix><tenant>/…` of the tenant prefixes, the global prefixes whole, listings
 *   only under the tenant's prefixes.
 * Only the act functions' roles may assume it, and only with a `tenant` tag of safe characters.
 */
export class TenantDataRole extends Construct {
  readonly role: Role;

  constructor(scope: Construct, id: string, props: TenantDataRoleProps) {
    super(scope, id);
    const tag = `aws:RequestTag/${TENANT_DATA_ROLE.sessionTag}`;
    const trusted = [...props.assumedBy, ...(props.trustedFrom ?? [])];
    this.role = new Role(this, 'Role', {
      roleName: tenantDataRoleName(Stack.of(this)),
      description: "Wallboard: an act's access to one tenant's data (session tag `tenant`)",
      assumedBy: new SessionTagsPrincipal(
        new AccountPrincipal(Stack.of(this).account).withConditions({
          ArnEquals: { 'aws:PrincipalArn': trusted.map((role) => role.roleArn) },
          // A tenant tag, and no other, of at least one character and none that IAM reads as
          // a wildcard or a variable, nor the key separators (`#`, `/`).
          Null: { [tag]: 'false' },
          'ForAllValues:StringEquals': { 'aws:TagKeys': [TENANT_DATA_ROLE.sessionTag] },
          StringLike: { [tag]: '?*' },
          StringNotLike: { [tag]: ['*#*', '*/*', '*${*}*', '*${?}*', '*${$}*'] },
        }),
      ),
    });
    for (const statement of tenantDataStatements(props)) this.role.addToPolicy(statement);
    for (const role of props.assumedBy) {
      role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['sts:AssumeRole', 'sts:TagSession'], resources: [this.role.roleArn] }),
      );
    }
  }
}

/** The role's statements (exported for the policy tests). */
export function tenantDataStatements(props: Omit<TenantDataRoleProps, 'assumedBy'>): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  const main = props.tables.main;
  const mainUse = tableUse('main');
  const mainResources = [main.tableArn, ...mainUse.indexes.map((index) => `${main.tableArn}/index/${index}`)];
  const actions = mainUse.actions.map((action) => `dynamodb:${action}`);
  statements.push(
    new PolicyStatement({
      sid: 'TenantItems',
      actions,
      resources: mainResources,
      conditions: {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`T#${TENANT_VARIABLE}`, `T#${TENANT_VARIABLE}#*`] },
      },
    }),
    new PolicyStatement({
      sid: 'GlobalItems',
      actions,
      resources: mainResources,
      conditions: OUTSIDE_TENANTS,
    }),
  );
  const connections = props.tables.connections;
  const connectionsUse = tableUse('connections');
  if (connectionsUse.actions.length) {
    statements.push(
      new PolicyStatement({
        sid: 'Connections',
        actions: connectionsUse.actions.map((action) => `dynamodb:${action}`),
        resources: [
          connections.tableArn,
          ...connectionsUse.indexes.map((index) => `${connections.tableArn}/index/${index}`),
        ],
      }),
    );
  }
  for (const name of ['assets', 'published'] as const) {
    const bucket = props.buckets[name];
    for (const prefix of TENANT_OBJECT_PREFIXES[name]) {
      const objectUse = objectActions(name, prefix);
      if (!objectUse.length) continue;
      statements.push(
        new PolicyStatement({
          actions: objectUse.map((action) => `s3:${action}`),
          resources: [bucket.arnForObjects(`${prefix}${TENANT_VARIABLE}/*`)],
        }),
      );
    }
    for (const prefix of GLOBAL_OBJECT_PREFIXES[name]) {
      const objectUse = objectActions(name, prefix);
      if (!objectUse.length) continue;
      statements.push(
        new PolicyStatement({
          actions: objectUse.map((action) => `s3:${action}`),
          resources: [bucket.arnForObjects(`${prefix}*`)],
        }),
      );
    }
    // Listings only under the tenant's prefixes. `IfExists`: a read of a missing object asks
    // for the listing right with no prefix, and must keep answering 404 rather than 403.
    statements.push(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [bucket.bucketArn],
        conditions: {
          StringLikeIfExists: {
            's3:prefix': TENANT_OBJECT_PREFIXES[name].map((prefix) => `${prefix}${TENANT_VARIABLE}/*`),
          },
        },
      }),
    );
  }
  return statements;
}

import type { Family } from '../shared/protocol/acts.js';
import type { BUCKETS, TABLES } from './resources.js';

/**
 * What each deployed handler may do, and the one place its IAM grants come from. Written by
 * reading what each handler's bundle calls (functions/<name>/ and the functions/lib modules it
 * imports): DynamoDB document-client commands, S3 commands and presigned URLs, SNS, the
 * WebSocket management API. A transaction (TransactWriteCommand) needs the actions of its
 * items (Put, Update, Delete; ConditionCheck needs ConditionCheckItem). A presigned URL is
 * signed with the handler's role, so the role needs the action the URL performs (GetObject for
 * asset links, PutObject for upload parts). CopyObject needs GetObject on the source and PutObject on
 * the target. Reading an object that may be missing answers 403 instead of 404 without
 * `s3:ListBucket`, so families that read optional objects (a version's kept secrets, the
 * latest pointer) list their bucket.
 *
 * A family missing here has no act yet (its act table is empty): it gets no function and no
 * route. A missing grant breaks production and no local test sees it: tests/infra checks this
 * table against the commands each bundle contains.
 */
export type DynamoAction =
  | 'GetItem'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'ConditionCheckItem'
  | 'Query'
  | 'BatchGetItem'
  | 'BatchWriteItem';
export type ObjectAction = 'GetObject' | 'PutObject' | 'DeleteObject';
/** Uses of the KMS key of connection secrets (functions/lib/crypto/secret-box.ts). */
export type SecretKeyAction = 'GenerateDataKey' | 'Decrypt';
/** Athena calls of the worksheet engine (functions/lib/worksheet/engine), in the worksheets' workgroup. */
export type AthenaAction = 'StartQueryExecution' | 'GetQueryExecution' | 'GetQueryResults' | 'StopQueryExecution';
/**
 * Glue calls on the worksheets' databases and tables (GLUE_DATABASE_PREFIX, made at run time).
 * Athena's own reads of the catalog (GetDatabase, GetTable, GetPartitions) come with `athena`.
 */
export type GlueAction = 'CreateDatabase' | 'CreateTable' | 'UpdateTable' | 'DeleteTable';
/** EventBridge Scheduler calls on the schedules of the worksheets' schedule group. */
export type ScheduleAction = 'GetSchedule' | 'CreateSchedule' | 'UpdateSchedule' | 'DeleteSchedule';
export type TableName = keyof typeof TABLES;
export type BucketName = keyof typeof BUCKETS;

export interface TableGrant {
  table: TableName;
  actions: readonly DynamoAction[];
  /** Global secondary indexes queried. */
  indexes?: readonly string[];
}

export interface ObjectGrant {
  bucket: BucketName;
  /** Key prefixes, each ending in `/`. */
  prefixes: readonly string[];
  actions: readonly ObjectAction[];
}

export interface HandlerGrants {
  tables: readonly TableGrant[];
  objects: readonly ObjectGrant[];
  /** Buckets listed (`s3:ListBucket`): a missing object then answers 404, not 403. */
  listBuckets?: readonly BucketName[];
  /** `sns:Publish` to phone numbers (verification codes). */
  sms?: boolean;
  /** `ses:SendEmail` from the deployment's sending identity (invitations; functions/lib/mail). */
  mail?: boolean;
  /** `execute-api:ManageConnections` on the WebSocket stage. */
  manageConnections?: boolean;
  /** Actions on the KMS key that wraps database connection secrets (the data stack's key). */
  connectionSecrets?: readonly SecretKeyAction[];
  /**
   * Athena queries in the worksheets' workgroup (infra/stacks/worksheets.ts). Athena reads the
   * catalog and the data and writes the results with the caller's credentials, so this also
   * grants reading the worksheets' Glue databases and tables, locating the assets bucket, and
   * writing and reading results under ATHENA_RESULTS_PREFIX; the data's objects (`worksheets/`)
   * and the bucket's listing are the row's.
   */
  athena?: readonly AthenaAction[];
  /** On the Glue catalog, the databases named GLUE_DATABASE_PREFIX* and their tables. */
  glue?: readonly GlueAction[];
  /**
   * On the schedules of the worksheets' schedule group. Creating or changing one hands it the
   * scheduler's role, so those also grant `iam:PassRole` of that role (to the scheduler only).
   */
  schedules?: readonly ScheduleAction[];
  /** `lambda:InvokeFunction` on the worksheet runner (a run started now: add, refresh, change). */
  invokeRunner?: boolean;
  /**
   * `secretsmanager:GetSecretValue` on the origin-verify secret: the HTTP handlers' first
   * middleware reads the values it accepts from it (functions/lib/middleware/origin-verify.ts).
   */
  originVerifySecret?: boolean;
}

/**
 * The HTTP families that have acts, so a function and routes, each with the function folder
 * that serves it (`functions/<folder>/handler.ts`, exporting `<folder>Acts`). A folder is named
 * as its family but for favourites: their acts keep the wire family `template` (docs/protocol.md#envelope)
 * (`POST /rpc/template`, `v1/template/*`), while "template" in the code means screen templates.
 */
export const FAMILY_HANDLERS = {
  user: 'user',
  group: 'group',
  screen: 'screen',
  template: 'favourite',
  api: 'api',
  upload: 'upload',
  tenant: 'tenant',
  admin: 'admin',
  license: 'license',
  datasource: 'datasource',
  worksheet: 'worksheet',
} as const satisfies Partial<Record<Family, string>>;
export type DeployedFamily = keyof typeof FAMILY_HANDLERS;

/**
 * Functions no route serves, each with its folder and entry file: the worksheet runner
 * (functions/worksheet/run-handler.ts), which loads a worksheet's data when the act function
 * invokes it (first load, refresh) or its EventBridge Scheduler schedule does (updates), and
 * sweeps the runs that never started or died when the sweep's schedule does. A
 * separate function rather than a second export of the act function's: a load may take minutes
 * and memory an act must not have, and it needs none of the act function's scheduling rights.
 */
export const WORKER_HANDLERS = {
  'worksheet-run': { folder: 'worksheet', file: 'run-handler.ts' },
} as const;
export type WorkerName = keyof typeof WORKER_HANDLERS;

/** Deployed functions: those of the deployed families (by folder), the WebSocket handler and the workers. */
export type HandlerName = (typeof FAMILY_HANDLERS)[DeployedFamily] | 'ws' | WorkerName;

const isWorker = (name: HandlerName): name is WorkerName => Object.hasOwn(WORKER_HANDLERS, name);

/** The folder and entry file of a deployed function. */
export function handlerSource(name: HandlerName): { folder: string; file: string } {
  return isWorker(name) ? WORKER_HANDLERS[name] : { folder: name, file: 'handler.ts' };
}

/**
 * The families that query tenants' databases: they run in the private subnets of the query VPC,
 * so every connection leaves from the NAT gateway's one Elastic IP (infra/stacks/network.ts).
 * `screen` and `group` are among them because their `link_share_data` runs a shared widget's
 * stored data API (functions/core/shares/link-share-data.ts) in-process; `worksheet` because it reads a
 * connection's columns and its runner extracts tables (the runner runs in the same subnets).
 * DynamoDB and S3 stay off the NAT through the VPC's gateway endpoints.
 */
export const QUERY_FAMILIES = [
  'datasource',
  'api',
  'screen',
  'group',
  'worksheet',
] as const satisfies readonly DeployedFamily[];

/**
 * Every handler reads sessions (the middy chain's authentication) from the main table, side by
 * side with the caller's membership (functions/lib/data/caller-items.ts), and, for an act refused
 * by role, writes its audit entry (functions/lib/permissions.ts).
 */
const SESSION_READ: TableGrant = { table: 'main', actions: ['GetItem', 'PutItem'] };

/** Every HTTP handler's chain starts with the origin check, which reads the origin-verify secret. */
const ORIGIN_CHECK = { originVerifySecret: true } as const satisfies Pick<HandlerGrants, 'originVerifySecret'>;

/** The item actions. */
const ALL_ITEM_WRITES = [
  'GetItem',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'Query',
] as const satisfies readonly DynamoAction[];

/**
 * Fan-out (functions/lib/fanout.ts): the connections watching a target in one Query of
 * `byTarget`, a gone one read (its channel subscriptions) and deleted; WebSocket tickets of
 * link-share displays written. With `manageConnections` for PostToConnection.
 */
const FAN_OUT_WITH_TICKETS: TableGrant = {
  table: 'connections',
  actions: ['GetItem', 'PutItem', 'DeleteItem', 'Query'],
  indexes: ['byTarget'],
};

/** Fan-out alone (push channels): the subscribers queried by target, a gone one read and deleted. */
const FAN_OUT: TableGrant = {
  table: 'connections',
  actions: ['GetItem', 'DeleteItem', 'Query'],
  indexes: ['byTarget'],
};

/** A worksheet's Parquet: `worksheets/<tenant>/<worksheet>/<generation>/<part>.parquet` (functions/lib/s3-objects.ts). */
const WORKSHEET_DATA_PREFIX = 'worksheets/';

/**
 * A worksheet's Parquet, read by the DuckDB engine and by Athena for the caller: every function
 * that runs data APIs (a direct API may name worksheets: `api`, and `screen` and `group` for
 * shared widgets) reads it.
 */
const WORKSHEET_DATA_READ: ObjectGrant = {
  bucket: 'assets',
  prefixes: [WORKSHEET_DATA_PREFIX],
  actions: ['GetObject'],
};

/**
 * Worksheets' queries past one machine (functions/lib/worksheet/engine, Athena): its Glue
 * tables made or pointed at the current generation, the query run and its results read.
 */
const WORKSHEET_ATHENA = {
  athena: ['StartQueryExecution', 'GetQueryExecution', 'GetQueryResults', 'StopQueryExecution'],
  glue: ['CreateDatabase', 'CreateTable', 'UpdateTable'],
} as const satisfies Pick<HandlerGrants, 'athena' | 'glue'>;

/** Share payloads of open links: `published/s/<token>.json` and `published/g/<token>.json`. */
const SHARE_PREFIXES = ['published/s/', 'published/g/'] as const;

export const HANDLER_GRANTS = {
  // Accounts, sessions (revoked together: a batch write), verification codes, avatars; the
  // sockets a session opened are closed at logout and password change (found by user, each
  // read for its channel subscriptions before it goes); WebSocket tickets written (ws_ticket).
  user: {
    ...ORIGIN_CHECK,
    tables: [
      { table: 'main', actions: [...ALL_ITEM_WRITES, 'BatchGetItem', 'BatchWriteItem'], indexes: ['gsi1'] },
      { table: 'connections', actions: ['GetItem', 'PutItem', 'Query', 'DeleteItem'], indexes: ['byUser'] },
    ],
    objects: [{ bucket: 'assets', prefixes: ['avatars/'], actions: ['GetObject', 'PutObject'] }],
    sms: true,
    manageConnections: true,
    // Single sign-on: a workspace's sealed client secret is opened for the code exchange (docs/sso.md).
    connectionSecrets: ['Decrypt'],
  },
  // Groups, their shares, exports and imports (reads the uploaded zip, writes thumbnails), the
  // core's store (BatchGetItem: users' names for account shares),
  // deleting a group's screens with their versions; worksheets queried by shared widgets' data
  // APIs (DuckDB, or Athena past one machine).
  // Pad control: the device registry (main table), commands and device notices fanned out to
  // the group's connections (found by target; a gone one forgotten), share displays' tickets.
  group: {
    ...ORIGIN_CHECK,
    tables: [
      { table: 'main', actions: [...ALL_ITEM_WRITES, 'BatchGetItem', 'BatchWriteItem'], indexes: ['gsi1'] },
      FAN_OUT_WITH_TICKETS,
    ],
    objects: [
      { bucket: 'assets', prefixes: ['uploads/'], actions: ['GetObject'] },
      { bucket: 'assets', prefixes: ['thumbs/'], actions: ['GetObject', 'PutObject', 'DeleteObject'] },
      { bucket: 'assets', prefixes: ['exports/'], actions: ['GetObject', 'PutObject'] },
      { bucket: 'assets', prefixes: ['secrets/'], actions: ['GetObject', 'DeleteObject'] },
      WORKSHEET_DATA_READ,
      { bucket: 'published', prefixes: ['versions/'], actions: ['GetObject', 'DeleteObject'] },
      { bucket: 'published', prefixes: SHARE_PREFIXES, actions: ['PutObject', 'DeleteObject'] },
    ],
    listBuckets: ['assets', 'published'],
    // link_share_data of a group share runs a widget's stored data API (connection secrets opened).
    connectionSecrets: ['Decrypt'],
    manageConnections: true,
    ...WORKSHEET_ATHENA,
  },
  // Screens, widgets, history, versions (documents, pointers, kept secrets, thumbnails), shares,
  // exports; worksheets queried by shared widgets' data APIs (DuckDB, or Athena past one machine).
  // Release notices fanned out to the displays of the screen and of its group; share displays' tickets.
  screen: {
    ...ORIGIN_CHECK,
    tables: [
      { table: 'main', actions: [...ALL_ITEM_WRITES, 'BatchGetItem', 'BatchWriteItem'], indexes: ['gsi1'] },
      FAN_OUT_WITH_TICKETS,
    ],
    objects: [
      { bucket: 'assets', prefixes: ['thumbs/', 'secrets/'], actions: ['GetObject', 'PutObject', 'DeleteObject'] },
      WORKSHEET_DATA_READ,
      { bucket: 'assets', prefixes: ['exports/', 'history/'], actions: ['GetObject', 'PutObject'] },
      { bucket: 'published', prefixes: ['versions/'], actions: ['GetObject', 'PutObject', 'DeleteObject'] },
      { bucket: 'published', prefixes: SHARE_PREFIXES, actions: ['PutObject', 'DeleteObject'] },
    ],
    listBuckets: ['assets', 'published'],
    // link_share_data of a screen share runs a widget's stored data API (connection secrets opened).
    connectionSecrets: ['Decrypt'],
    manageConnections: true,
    ...WORKSHEET_ATHENA,
  },
  // Favourites: items and transactions on the main table only.
  favourite: { tables: [{ table: 'main', actions: ALL_ITEM_WRITES }], objects: [], ...ORIGIN_CHECK },
  // The data proxy: its shared answer cache and fetch leases; a widget's stored request (read from
  // the working copy, or from a released version's document and the headers kept beside it).
  // Data APIs: definitions, locks, groups, tokens (transactions with the connection's API count,
  // a group's existence checked), token rate windows; connections read and their secrets opened
  // for direct APIs; the worksheets a direct API names, queried by DuckDB or Athena. Push
  // channels: a post fanned out to the channel's subscribers. A proxy API's upstream header values
  // are sealed under data keys of the connection-secrets key when it is added or changed.
  api: {
    ...ORIGIN_CHECK,
    tables: [
      {
        table: 'main',
        actions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem', 'Query'],
      },
      FAN_OUT,
    ],
    objects: [
      { bucket: 'assets', prefixes: ['secrets/'], actions: ['GetObject'] },
      WORKSHEET_DATA_READ,
      { bucket: 'published', prefixes: ['versions/'], actions: ['GetObject'] },
    ],
    listBuckets: ['assets', 'published'],
    connectionSecrets: ['GenerateDataKey', 'Decrypt'],
    manageConnections: true,
    ...WORKSHEET_ATHENA,
  },
  // Multipart uploads to the caller's staging area; media copied to the public media folder.
  upload: {
    ...ORIGIN_CHECK,
    tables: [SESSION_READ],
    objects: [
      { bucket: 'assets', prefixes: ['uploads/'], actions: ['GetObject', 'PutObject', 'DeleteObject'] },
      { bucket: 'published', prefixes: ['published/media/'], actions: ['PutObject'] },
    ],
  },
  // The start-up calls: no data of their own.
  tenant: { tables: [SESSION_READ], objects: [], ...ORIGIN_CHECK },
  // Members and roles (transactions on the tenant's role, member and counter items), invitations
  // (the invitation item, the resend window) mailed through SES. The audit log: its entries read
  // (a query) and written (export, settings), the tenant's retention read and updated, the actors'
  // names read (a batch read); CSV exports written and handed out by presigned URL. What a member
  // created that outside callers use: their link shares closed (the static share object deleted).
  admin: {
    ...ORIGIN_CHECK,
    tables: [
      { table: 'main', actions: [...ALL_ITEM_WRITES, 'BatchGetItem', 'BatchWriteItem'], indexes: ['gsi1'] },
      // A member disabled or removed: their sockets found by user, each read for its channel
      // subscriptions and deleted.
      { table: 'connections', actions: ['GetItem', 'Query', 'DeleteItem'], indexes: ['byUser'] },
    ],
    objects: [
      { bucket: 'assets', prefixes: ['exports/'], actions: ['GetObject', 'PutObject'] },
      { bucket: 'published', prefixes: SHARE_PREFIXES, actions: ['DeleteObject'] },
    ],
    mail: true,
    // A member disabled or removed: their sockets closed.
    manageConnections: true,
    // Single sign-on settings: the client secret sealed on save (never opened here).
    connectionSecrets: ['GenerateDataKey'],
  },
  // Licences: the tenant item read and updated (conditional), the member item read (role), the
  // audit entry written (with the tenant's retention read).
  license: {
    tables: [{ table: 'main', actions: ['GetItem', 'PutItem', 'UpdateItem'] }],
    objects: [],
    ...ORIGIN_CHECK,
  },
  // Database connections: the tenant's items (a query, conditional writes), their secrets
  // sealed under data keys of the connection-secrets KMS key (made on add and change, opened on use).
  datasource: {
    ...ORIGIN_CHECK,
    tables: [{ table: 'main', actions: ALL_ITEM_WRITES }],
    objects: [],
    connectionSecrets: ['GenerateDataKey', 'Decrypt'],
  },
  // Worksheets: their items, groups and runs; the caller's own uploads read (inspect,
  // add); their Parquet (preview and export through DuckDB, removal); CSV exports written and
  // handed out by presigned URL; connections opened to list a table's columns; the runner
  // invoked for a load now, and the worksheet's schedule made, changed and removed (handing it
  // the scheduler's role). A removal first looks for the widgets and versions that read the
  // worksheet (gsi1).
  worksheet: {
    ...ORIGIN_CHECK,
    tables: [
      { table: 'main', actions: [...ALL_ITEM_WRITES, 'ConditionCheckItem', 'BatchWriteItem'], indexes: ['gsi1'] },
    ],
    objects: [
      { bucket: 'assets', prefixes: ['uploads/'], actions: ['GetObject'] },
      { bucket: 'assets', prefixes: [WORKSHEET_DATA_PREFIX], actions: ['GetObject', 'PutObject', 'DeleteObject'] },
      { bucket: 'assets', prefixes: ['exports/'], actions: ['GetObject', 'PutObject'] },
    ],
    listBuckets: ['assets'],
    connectionSecrets: ['Decrypt'],
    ...WORKSHEET_ATHENA,
    schedules: ['CreateSchedule', 'UpdateSchedule', 'DeleteSchedule'],
    invokeRunner: true,
  },
  // The worksheet runner: a load reads the upload or extracts from the connection, writes the
  // new generation's Parquet and deletes the old one, and records the run on the worksheet. Its
  // sweep of runs that never started or died finds the worksheets whose run lock is held (gsi1).
  'worksheet-run': {
    tables: [{ table: 'main', actions: ['GetItem', 'UpdateItem', 'Query', 'BatchWriteItem'], indexes: ['gsi1'] }],
    objects: [
      { bucket: 'assets', prefixes: ['uploads/'], actions: ['GetObject'] },
      { bucket: 'assets', prefixes: [WORKSHEET_DATA_PREFIX], actions: ['GetObject', 'PutObject', 'DeleteObject'] },
    ],
    listBuckets: ['assets'],
    connectionSecrets: ['Decrypt'],
    ...WORKSHEET_ATHENA,
    // Its services (functions/worksheet/services.ts) can start a run as the act function does.
    invokeRunner: true,
  },
  // Tickets taken (a conditional delete), connections and their channel subscriptions (queried
  // by target, the channel list updated); sessions with their member items (one batch read), the
  // screens and groups a user's socket watches, and link shares read, the screen's "editing"
  // mark written, the device registry read, written and listed (its tenant's limit).
  ws: {
    tables: [
      {
        table: 'connections',
        actions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'Query'],
        indexes: ['byTarget'],
      },
      // The screens a display plays (a group's by owner: gsi1), read for the channels they bind.
      { table: 'main', actions: ['GetItem', 'PutItem', 'UpdateItem', 'Query'], indexes: ['gsi1'] },
    ],
    // A display's subscriptions: the published versions it shows, read for their channels.
    objects: [{ bucket: 'published', prefixes: ['versions/'], actions: ['GetObject'] }],
    manageConnections: true,
  },
} as const satisfies Record<HandlerName, HandlerGrants>;

export const DEPLOYED_FAMILIES = Object.keys(FAMILY_HANDLERS) as DeployedFamily[];

export function isDeployedFamily(family: Family): family is DeployedFamily {
  return (DEPLOYED_FAMILIES as readonly Family[]).includes(family);
}

/** The function folder of an act family (families without acts yet have one too, named as they are). */
export function handlerFolder(family: Family): string {
  return isDeployedFamily(family) ? FAMILY_HANDLERS[family] : family;
}

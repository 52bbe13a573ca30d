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
  /** `execute-api:ManageConnections` on the WebSocket stage. */
  manageConnections?: boolean;
  /** Actions on the KMS key that wraps database connection secrets (the data stack's key). */
  connectionSecrets?: readonly SecretKeyAction[];
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
  datasource: 'datasource',
} as const satisfies Partial<Record<Family, string>>;
export type DeployedFamily = keyof typeof FAMILY_HANDLERS;
/** Function folders: those of the deployed families and the WebSocket handler. */
export type HandlerName = (typeof FAMILY_HANDLERS)[DeployedFamily] | 'ws';

/**
 * The families that query tenants' databases: they run in the private subnets of the query VPC,
 * so every connection leaves from the NAT gateway's one Elastic IP (infra/stacks/network.ts).
 * `screen` and `group` are among them because their `link_share_data` runs a shared widget's
 * stored data API (functions/core/link-share-data.ts) in-process; DynamoDB and S3 stay off the
 * NAT through the VPC's gateway endpoints.
 */
export const QUERY_FAMILIES = ['datasource', 'api', 'screen', 'group'] as const satisfies readonly DeployedFamily[];

/** Every handler reads sessions (the middy chain's authentication) from the main table. */
const SESSION_READ: TableGrant = { table: 'main', actions: ['GetItem'] };

const ALL_ITEM_WRITES = [
  'GetItem',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'Query',
] as const satisfies readonly DynamoAction[];

/** Share payloads of open links: `published/s/<token>.json` and `published/g/<token>.json`. */
const SHARE_PREFIXES = ['published/s/', 'published/g/'] as const;

export const HANDLER_GRANTS = {
  // Accounts, sessions (revoked together: a batch write), verification codes, avatars; the
  // sockets a session opened are closed at logout and password change (found by user).
  user: {
    tables: [
      { table: 'main', actions: [...ALL_ITEM_WRITES, 'BatchGetItem', 'BatchWriteItem'], indexes: ['gsi1'] },
      { table: 'connections', actions: ['Query', 'DeleteItem'], indexes: ['byUser'] },
    ],
    objects: [{ bucket: 'assets', prefixes: ['avatars/'], actions: ['GetObject', 'PutObject'] }],
    sms: true,
    manageConnections: true,
  },
  // Groups, their shares, exports and imports (reads the uploaded zip, writes thumbnails), the
  // core's store (BatchGetItem: users' names for account shares),
  // deleting a group's screens with their versions.
  group: {
    tables: [{ table: 'main', actions: [...ALL_ITEM_WRITES, 'BatchGetItem', 'BatchWriteItem'], indexes: ['gsi1'] }],
    objects: [
      { bucket: 'assets', prefixes: ['uploads/'], actions: ['GetObject'] },
      { bucket: 'assets', prefixes: ['thumbs/'], actions: ['GetObject', 'PutObject', 'DeleteObject'] },
      { bucket: 'assets', prefixes: ['exports/'], actions: ['GetObject', 'PutObject'] },
      { bucket: 'assets', prefixes: ['secrets/'], actions: ['GetObject', 'DeleteObject'] },
      { bucket: 'published', prefixes: ['versions/'], actions: ['GetObject', 'DeleteObject'] },
      { bucket: 'published', prefixes: SHARE_PREFIXES, actions: ['PutObject', 'DeleteObject'] },
    ],
    listBuckets: ['assets', 'published'],
    // link_share_data of a group share runs a widget's stored data API (connection secrets opened).
    connectionSecrets: ['Decrypt'],
  },
  // Screens, widgets, history, versions (documents, pointers, kept secrets, thumbnails), shares, exports.
  screen: {
    tables: [{ table: 'main', actions: [...ALL_ITEM_WRITES, 'BatchGetItem', 'BatchWriteItem'], indexes: ['gsi1'] }],
    objects: [
      { bucket: 'assets', prefixes: ['thumbs/', 'secrets/'], actions: ['GetObject', 'PutObject', 'DeleteObject'] },
      { bucket: 'assets', prefixes: ['exports/', 'history/'], actions: ['GetObject', 'PutObject'] },
      { bucket: 'published', prefixes: ['versions/'], actions: ['GetObject', 'PutObject', 'DeleteObject'] },
      { bucket: 'published', prefixes: SHARE_PREFIXES, actions: ['PutObject', 'DeleteObject'] },
    ],
    listBuckets: ['assets', 'published'],
    // link_share_data of a screen share runs a widget's stored data API (connection secrets opened).
    connectionSecrets: ['Decrypt'],
  },
  // Favourites: items and transactions on the main table only.
  favourite: { tables: [{ table: 'main', actions: ALL_ITEM_WRITES }], objects: [] },
  // The data proxy: its shared answer cache and fetch leases; a widget's stored request (read from
  // the working copy, or from a released version's document and the headers kept beside it).
  // Data APIs: definitions, locks, groups, tokens (transactions with the connection's API count,
  // a group's existence checked), token rate windows; connections read and their secrets opened
  // for direct APIs.
  api: {
    tables: [
      {
        table: 'main',
        actions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem', 'Query'],
      },
    ],
    objects: [
      { bucket: 'assets', prefixes: ['secrets/'], actions: ['GetObject'] },
      { bucket: 'published', prefixes: ['versions/'], actions: ['GetObject'] },
    ],
    listBuckets: ['assets', 'published'],
    connectionSecrets: ['Decrypt'],
  },
  // Multipart uploads to the caller's staging area; media copied to the public media folder.
  upload: {
    tables: [SESSION_READ],
    objects: [
      { bucket: 'assets', prefixes: ['uploads/'], actions: ['GetObject', 'PutObject', 'DeleteObject'] },
      { bucket: 'published', prefixes: ['published/media/'], actions: ['PutObject'] },
    ],
  },
  // The start-up calls: no data of their own.
  tenant: { tables: [SESSION_READ], objects: [] },
  // The tenant's users: a query and a batch read.
  admin: { tables: [{ table: 'main', actions: ['GetItem', 'Query', 'BatchGetItem'] }], objects: [] },
  // Database connections: the tenant's items (a query, conditional writes), their secrets
  // sealed under data keys of the connection-secrets KMS key (made on add and change, opened on use).
  datasource: {
    tables: [{ table: 'main', actions: ALL_ITEM_WRITES }],
    objects: [],
    connectionSecrets: ['GenerateDataKey', 'Decrypt'],
  },
  // Connections (queried by target), sessions read, the screen's "editing" mark written.
  ws: {
    tables: [
      { table: 'connections', actions: ['GetItem', 'PutItem', 'DeleteItem', 'Query'], indexes: ['byTarget'] },
      { table: 'main', actions: ['GetItem', 'UpdateItem'] },
    ],
    objects: [],
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

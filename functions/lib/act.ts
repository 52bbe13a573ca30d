import type { Context } from 'aws-lambda';
import type { ActArgs, ActName } from '../../shared/acts/registry.js';
import type { ActResult } from '../../shared/acts/results.js';
import type { FunctionPermission } from '../../shared/acts/roles.js';
import type { Language } from '../../shared/errors/catalogue.js';
import type { SecurityLevel } from '../../shared/acts/screen.js';
import type { ProfileRead } from './data/caller-items.js';
import type { UserRecord } from './data/users.js';

/** What every act may know of its request; nothing of API Gateway. */
export interface RequestInfo {
  requestId: string;
  language: Language;
  now: number;
  /** The client's address (net/client-address.ts: CloudFront's viewer address when believed, else the connection's). */
  sourceIp: string;
  userAgent: string;
  /** The session token the request carried, if any (public acts may look at who is signed in). */
  token?: string;
  /** The client's idempotency key of this act, if it sent one (idempotency.ts). */
  idempotencyKey?: string;
}

/** The signed-in caller. The tenant comes from the session, never from the client. */
export interface Caller {
  userId: string;
  tenantId: string;
  isAdmin: boolean;
  tokenHash: string;
  /** The tenants this session may act in (the tenant switcher's `tenant_list` adds joined ones). */
  corps: readonly string[];
  /** Set when single sign-on opened the session: it stays in that tenant (docs/sso.md). */
  ssoTenant?: string;
  /**
   * The member's clearance in this tenant, read with the membership at every act
   * (docs/permissions.md#classification); absent: `secret`.
   */
  clearance?: SecurityLevel;
  /** The member's department in this tenant, read with the membership (docs/permissions.md#departments); absent: none. */
  departmentId?: string;
  /** The teams the member is in, read with the membership at every act (docs/permissions.md#teams); absent: none. */
  teamIds?: readonly string[];
}

export type Needs = FunctionPermission | 'manage_roles' | 'administrator';

interface ActOptions {
  /** Answer the act's result as the whole body instead of `{code: 200, msg}` (start-up calls). */
  raw?: boolean;
}

export interface PublicAct<A extends ActName> extends ActOptions {
  access: 'public';
  run: (args: ActArgs<A>, request: RequestInfo) => Promise<ActResult<A>>;
}

export interface SessionAct<A extends ActName> extends ActOptions {
  access: 'session';
  /**
   * What the caller must be or hold (docs/permissions.md), checked after the session and before
   * the act: `administrator` (the tenant's unique administrator), `manage_roles` (role
   * administration), else one of the function permissions of the caller's role.
   */
  needs?: Needs;
  /**
   * Why the act must reach beyond the caller's tenant (accepting an invitation joins another
   * one): it then runs with the function's own credentials instead of the tenant's scoped ones
   * (docs/tenants.md#isolation-by-iam). Every other session act is confined to its tenant.
   */
  unscoped?: string;
  /**
   * The act answers from the caller's own profile: `withProfile` (data/caller-items.ts) reads it
   * with the session, in the same request from a token's second act, and `run` gets it as
   * `profile` (undefined for an act that does not name a ProfileRead, and for a user without a
   * profile item). Read at this act, strongly consistent, as `getUser` reads it.
   */
  profile?: ProfileRead;
  run: (
    args: ActArgs<A>,
    request: RequestInfo,
    caller: Caller,
    profile: UserRecord | undefined,
  ) => Promise<ActResult<A>>;
}

export type ActDefinition<A extends ActName> = PublicAct<A> | SessionAct<A>;

/** A family's table of acts: the act names it serves and how. */
export type ActTable = { [A in ActName]?: ActDefinition<A> };

/** Per-request state the middleware chain fills in, step by step. */
export interface RequestState extends RequestInfo {
  act?: ActName;
  rawArgs?: Record<string, unknown>;
  args?: unknown;
  corpId?: string;
  caller?: Caller;
  /** The caller's profile, read with the session for an act that names a ProfileRead (`SessionAct.profile`). */
  profile?: UserRecord;
}

export interface WallboardContext extends Context {
  wb: RequestState;
}

import type { z } from 'zod';
import type { HttpRoute } from '../protocol/routes.js';
import * as admin from './admin.js';
import * as tenant from './tenant.js';
import * as user from './user.js';

/**
 * One payload schema per act (and per non-RPC route), used by the handler before it runs an
 * act and by the client forms before they send one. An act missing here is not served.
 */
export const ACT_SCHEMAS = {
  'v1/user/max_login': user.loginArgs,
  'v1/user/register_max': user.registerArgs,
  'v1/user/change_pass_no_login': user.changePassNoLoginArgs,
  'v1/user/sso_login': user.ssoLoginArgs,
  'v1/user/saas_sso_login': user.ssoLoginArgs,
  'v1/user/change_avatar': user.changeAvatarArgs,
  'v1/user/change_password': user.changePasswordArgs,
  'v1/user/change_name': user.changeNameArgs,
  'v1/user/change_mobile': user.changeMobileArgs,
  'v1/user/change_email': user.changeEmailArgs,
  'v1/user/exist': user.existArgs,
  'v1/user/logout': user.emptyArgs,
  'v1/user/change_user_update_tip': user.changeUpdateTipArgs,
  'v2/admin/max_user/list': admin.pageArgs,
  'POST /api/smsvcode': user.smsVcodeArgs,
  'POST /api/check_vcode': user.checkVcodeArgs,
  'GET /chameleon/oauth2/login': user.ssoLoginArgs,
  'POST /chameleon/tenant/enable': tenant.startupArgs,
  'GET /chameleon/start': tenant.startupArgs,
} as const satisfies Partial<Record<string, z.ZodType>> & Partial<Record<HttpRoute, z.ZodType>>;

export type ActName = keyof typeof ACT_SCHEMAS;
export type ActArgs<A extends ActName> = z.output<(typeof ACT_SCHEMAS)[A]>;
export type ActInput<A extends ActName> = z.input<(typeof ACT_SCHEMAS)[A]>;

export function isKnownAct(value: string): value is ActName {
  return Object.prototype.hasOwnProperty.call(ACT_SCHEMAS, value);
}

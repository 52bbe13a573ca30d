import type { LoginResult } from '../../../shared/acts/user.js';
import type { ActName } from '../../../shared/acts/registry.js';

/**
 * What each act answers in `msg` on success. The payload schemas live in `shared/`; the
 * result shapes are not there yet, so the SPA keeps them here (see the report).
 */
export interface ActResults {
  'v1/user/max_login': LoginResult;
  'v1/user/register_max': LoginResult;
  'v1/user/sso_login': LoginResult;
  'v1/user/saas_sso_login': LoginResult;
  'v1/user/exist': { exist: boolean };
  'v1/user/change_avatar': { avatar: string };
  'POST /api/smsvcode': { resend_after: number };
  'POST /api/check_vcode': { valid: boolean };
}

export type ActResult<A extends ActName> = A extends keyof ActResults ? ActResults[A] : unknown;

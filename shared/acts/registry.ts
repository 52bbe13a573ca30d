import type { z } from 'zod/mini';
import type { HttpRoute } from '../protocol/routes.js';
import * as admin from './admin.js';
import * as api from './api.js';
import * as audit from './audit.js';
import * as dataApi from './data-api.js';
import * as datasource from './datasource.js';
import * as departments from './departments.js';
import * as teams from './teams.js';
import * as editor from './editor.js';
import * as group from './group.js';
import * as invite from './invite.js';
import * as license from './license.js';
import * as linkShare from './link-share.js';
import * as pad from './pad.js';
import * as push from './push.js';
import * as roles from './roles.js';
import * as screen from './screen.js';
import * as sso from './sso.js';
import * as favourite from './favourite.js';
import * as tenant from './tenant.js';
import * as upload from './upload.js';
import * as worksheet from './worksheet.js';
import * as worksheetData from './worksheet-data.js';
import * as user from './user.js';
import * as versions from './versions.js';
import * as ws from './ws.js';

/**
 * One payload schema per act (and per non-RPC route), used by the handler before it runs an
 * act and by the client forms before they send one. An act missing here is not served.
 */
export const ACT_SCHEMAS = {
  ...user.ACTS,
  ...ws.ACTS,
  ...admin.ACTS,
  ...roles.ACTS,
  ...invite.ACTS,
  ...departments.ACTS,
  ...teams.ACTS,
  ...audit.ACTS,
  ...sso.ACTS,
  ...api.ACTS,
  ...dataApi.ACTS,
  ...push.ACTS,
  ...datasource.ACTS,
  ...worksheet.ACTS,
  ...worksheetData.ACTS,
  ...group.ACTS,
  ...pad.ACTS,
  ...screen.ACTS,
  ...editor.ACTS,
  ...versions.ACTS,
  ...linkShare.ACTS,
  ...favourite.ACTS,
  ...upload.ACTS,
  ...license.ACTS,
  ...tenant.ACTS,
} as const satisfies Partial<Record<string, z.ZodMiniType>> & Partial<Record<HttpRoute, z.ZodMiniType>>;

/**
 * Each family's table by the name of its module (`shared/acts/<name>.ts`): the web client loads the
 * family of an act with its first call (`act-families`, web/build/actFamilies.ts), not every schema.
 */
export const ACT_FAMILIES = {
  user: user.ACTS,
  ws: ws.ACTS,
  admin: admin.ACTS,
  roles: roles.ACTS,
  invite: invite.ACTS,
  departments: departments.ACTS,
  teams: teams.ACTS,
  audit: audit.ACTS,
  sso: sso.ACTS,
  api: api.ACTS,
  'data-api': dataApi.ACTS,
  push: push.ACTS,
  datasource: datasource.ACTS,
  worksheet: worksheet.ACTS,
  'worksheet-data': worksheetData.ACTS,
  group: group.ACTS,
  pad: pad.ACTS,
  screen: screen.ACTS,
  editor: editor.ACTS,
  versions: versions.ACTS,
  'link-share': linkShare.ACTS,
  favourite: favourite.ACTS,
  upload: upload.ACTS,
  license: license.ACTS,
  tenant: tenant.ACTS,
} as const;

export type ActName = keyof typeof ACT_SCHEMAS;
export type ActArgs<A extends ActName> = z.output<(typeof ACT_SCHEMAS)[A]>;
export type ActInput<A extends ActName> = z.input<(typeof ACT_SCHEMAS)[A]>;

/** Some of the registry's schemas: those a family's handler checks (shared/acts/families/). */
export type FamilySchemas = Readonly<Partial<typeof ACT_SCHEMAS>>;

import { adminActs } from '../../admin/handler.js';
import { apiActs } from '../../api/handler.js';
import { datasourceActs } from '../../datasource/handler.js';
import { favouriteActs } from '../../favourite/handler.js';
import { groupActs } from '../../group/handler.js';
import { licenseActs } from '../../license/handler.js';
import { screenActs } from '../../screen/handler.js';
import { tenantActs } from '../../tenant/handler.js';
import { uploadActs } from '../../upload/handler.js';
import { userActs } from '../../user/handler.js';
import { worksheetActs } from '../../worksheet/handler.js';
import type { ActTable } from '../act.js';

/** Every family's act table, by family (the `/rpc/<family>` it serves), for the checks that read them all. */
export const FAMILY_ACT_TABLES: Readonly<Record<string, ActTable>> = {
  user: userActs,
  screen: screenActs,
  favourite: favouriteActs,
  group: groupActs,
  api: apiActs,
  datasource: datasourceActs,
  worksheet: worksheetActs,
  upload: uploadActs,
  admin: adminActs,
  tenant: tenantActs,
  license: licenseActs,
};

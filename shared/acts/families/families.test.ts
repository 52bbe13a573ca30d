import { describe, expect, it } from 'vitest';
import { parseAct } from '../../protocol/acts.js';
import { HTTP_ROUTES } from '../../protocol/routes.js';
import { ACT_SCHEMAS, type FamilySchemas } from '../registry.js';
import { ADMIN_SCHEMAS } from './admin.js';
import { API_SCHEMAS } from './api.js';
import { DATASOURCE_SCHEMAS } from './datasource.js';
import { GROUP_SCHEMAS } from './group.js';
import { LICENSE_SCHEMAS } from './license.js';
import { SCREEN_SCHEMAS } from './screen.js';
import { TEMPLATE_SCHEMAS } from './template.js';
import { TENANT_SCHEMAS } from './tenant.js';
import { UPLOAD_SCHEMAS } from './upload.js';
import { USER_SCHEMAS } from './user.js';
import { WORKSHEET_SCHEMAS } from './worksheet.js';

/** The schemas each family's handler is given (functions/<family>/handler.ts). */
const BY_FAMILY: Readonly<Record<string, FamilySchemas>> = {
  admin: ADMIN_SCHEMAS,
  api: API_SCHEMAS,
  datasource: DATASOURCE_SCHEMAS,
  group: GROUP_SCHEMAS,
  license: LICENSE_SCHEMAS,
  screen: SCREEN_SCHEMAS,
  template: TEMPLATE_SCHEMAS,
  tenant: TENANT_SCHEMAS,
  upload: UPLOAD_SCHEMAS,
  user: USER_SCHEMAS,
  worksheet: WORKSHEET_SCHEMAS,
};

const familyOf = (act: string): string | undefined =>
  parseAct(act)?.family ?? (Object.hasOwn(HTTP_ROUTES, act) ? HTTP_ROUTES[act as keyof typeof HTTP_ROUTES] : undefined);

describe("a family's schemas", () => {
  it("hold every act of the registry that is the family's, each the registry's own schema", () => {
    for (const [act, schema] of Object.entries(ACT_SCHEMAS)) {
      const family = familyOf(act);
      if (family === undefined || family === 'ws') continue;
      const schemas = BY_FAMILY[family];
      expect(schemas, `a family file for ${family}`).toBeDefined();
      expect(schemas && Object.hasOwn(schemas, act) ? schemas[act as keyof FamilySchemas] : undefined, act).toBe(
        schema,
      );
    }
  });
});

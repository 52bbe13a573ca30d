import { describe, expect, it } from 'vitest';
import { adminActs } from '../admin/handler.js';
import { apiActs } from '../api/handler.js';
import { datasourceActs } from '../datasource/handler.js';
import { favouriteActs } from '../favourite/handler.js';
import { groupActs } from '../group/handler.js';
import { licenseActs } from '../license/handler.js';
import { screenActs } from '../screen/handler.js';
import { tenantActs } from '../tenant/handler.js';
import { uploadActs } from '../upload/handler.js';
import { userActs } from '../user/handler.js';
import { worksheetActs } from '../worksheet/handler.js';
import type { ActTable } from './act.js';
import { withProfile } from './data/caller-items.js';

const TABLES: ActTable[] = [
  adminActs,
  apiActs,
  datasourceActs,
  favouriteActs,
  groupActs,
  licenseActs,
  screenActs,
  tenantActs,
  uploadActs,
  userActs,
  worksheetActs,
];

describe('acts that answer from the caller’s profile (act.ts `profile`)', () => {
  it('name withProfile whenever their run takes the profile, which is undefined otherwise', () => {
    const takes: string[] = [];
    for (const table of TABLES)
      for (const [act, definition] of Object.entries(table)) {
        if (definition.access !== 'session') continue;
        if (definition.run.length >= 4) takes.push(act);
        if (definition.run.length >= 4 || definition.profile)
          expect([act, definition.profile]).toEqual([act, withProfile]);
      }
    expect(takes).toContain('v1/user/preferences');
  });
});

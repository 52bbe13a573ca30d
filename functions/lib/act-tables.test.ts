import { describe, expect, it } from 'vitest';
import { AUDIT_DETAIL_ACTS, CHANGE_ACT_KINDS } from '../../shared/acts/audit-kinds.js';
import { FAMILY_ACT_TABLES } from './testing/family-act-tables.js';
import type { ActTable } from './act.js';
import { withProfile } from './data/caller-items.js';

/** Every family's act table. */
const tables: ActTable[] = Object.values(FAMILY_ACT_TABLES);

describe('the acts an audit entry names (shared/acts/audit-kinds.ts)', () => {
  it('list every act a role can be refused, so the log has a label for each permission_denied', () => {
    const refusable = tables.flatMap((table) =>
      Object.entries(table)
        .filter(([, definition]) => definition.access === 'session' && definition.needs)
        .map(([act]) => act),
    );
    expect(refusable.length).toBeGreaterThan(50);
    const listed = new Set<string>(AUDIT_DETAIL_ACTS);
    expect(refusable.filter((act) => !listed.has(act))).toEqual([]);
  });

  it('list every change act', () => {
    for (const act of Object.keys(CHANGE_ACT_KINDS)) expect(AUDIT_DETAIL_ACTS).toContain(act);
  });
});

describe('acts that answer from the caller’s profile (act.ts `profile`)', () => {
  it('name withProfile whenever their run takes the profile, which is undefined otherwise', () => {
    const takes: string[] = [];
    for (const table of tables)
      for (const [act, definition] of Object.entries(table)) {
        if (definition.access !== 'session') continue;
        if (definition.run.length >= 4) takes.push(act);
        if (definition.run.length >= 4 || definition.profile)
          expect([act, definition.profile]).toEqual([act, withProfile]);
      }
    expect(takes).toContain('v1/user/preferences');
  });
});

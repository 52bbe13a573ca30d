import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACT_SCHEMAS } from '../../shared/acts/registry.js';
import { FAMILY_ACT_TABLES } from '../../functions/lib/testing/family-act-tables.js';

const DOCS = join(import.meta.dirname, '..', '..', 'docs');
const doc = readFileSync(join(DOCS, 'protocol.md'), 'utf8');

/** The rows of docs/protocol.md's "Every act" tables: `family act` → its access, needs and what it does. */
function documentedActs(): Map<string, { access: string; needs: string; what: string }> {
  const section = doc.slice(doc.indexOf('\n## Every act\n'), doc.indexOf('\n## ', doc.indexOf('\n## Every act\n') + 1));
  const rows = new Map<string, { access: string; needs: string; what: string }>();
  let family = '';
  for (const line of section.split('\n')) {
    const heading = /^### (\w+)/.exec(line);
    if (heading) family = heading[1]!;
    const row = /^\| `([^`]+)` \| (\w+) \| (?:`(\w+)`|—) \| (.*) \|$/.exec(line);
    if (row) rows.set(`${family} ${row[1]}`, { access: row[2]!, needs: row[3] ?? '', what: row[4]!.trim() });
  }
  return rows;
}

/** What the act tables serve, in the same shape. */
function servedActs(): Map<string, { access: string; needs: string }> {
  return new Map(
    Object.entries(FAMILY_ACT_TABLES).flatMap(([family, table]) =>
      Object.entries(table).map(([act, definition]) => [
        `${family} ${act}`,
        { access: definition.access, needs: definition.access === 'session' ? (definition.needs ?? '') : '' },
      ]),
    ),
  );
}

describe('docs/protocol.md, "Every act"', () => {
  const documented = documentedActs();
  const served = servedActs();

  it('lists every act each family serves, and no other', () => {
    expect(served.size).toBeGreaterThan(200);
    expect([...served.keys()].filter((act) => !documented.has(act))).toEqual([]);
    expect([...documented.keys()].filter((act) => !served.has(act))).toEqual([]);
  });

  it('gives each act the access and needs of its table, and says what it does', () => {
    for (const [act, { access, needs }] of served) {
      const row = documented.get(act);
      expect({ act, access: row?.access, needs: row?.needs }).toEqual({ act, access, needs });
      expect(row?.what.length, act).toBeGreaterThan(10);
    }
  });

  it('covers every schema of the registry', () => {
    const listed = new Set([...documented.keys()].map((key) => key.split(' ').slice(1).join(' ')));
    expect(Object.keys(ACT_SCHEMAS).filter((act) => !listed.has(act))).toEqual([]);
  });
});

describe('the act tables of the other docs', () => {
  it('name the function permission each act needs', () => {
    const needs = new Map(
      Object.values(FAMILY_ACT_TABLES).flatMap((table) =>
        Object.entries(table).map(([act, definition]) => [
          act,
          definition.access === 'session' ? (definition.needs ?? '') : '',
        ]),
      ),
    );
    const silent: string[] = [];
    for (const file of readdirSync(DOCS).filter((name) => name.endsWith('.md') && name !== 'protocol.md'))
      for (const line of readFileSync(join(DOCS, file), 'utf8').split('\n')) {
        const act = /^\| `(v[12]\/[\w/]+)` \|/.exec(line)?.[1];
        const permission = act && needs.get(act);
        if (permission && permission !== 'administrator' && permission !== 'manage_roles' && !line.includes(permission))
          silent.push(`${file}: ${act} needs ${permission}`);
      }
    expect(silent).toEqual([]);
  });
});

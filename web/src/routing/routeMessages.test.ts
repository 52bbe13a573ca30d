import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ONLY_SECTIONS } from '../../build/messageParts';
import { sectionsUsed } from '../../build/usedSections';
import { ROUTES, SHELL_MESSAGES } from './table';

/**
 * Each route loads the public part of the messages and the signed-in pages' sections it names
 * (`messages`, with the shell's for a page in the shell): a key of any other section would show as
 * itself. So every section a page's code names, through every module it imports, statically or
 * lazily, must be among those.
 */
const web = join(import.meta.dirname, '..', '..');
const table = readFileSync(join(import.meta.dirname, 'table.tsx'), 'utf8');
const pageOf = new Map(
  [...table.matchAll(/path: '([^']+)',\s*load: \(\) => import\('\.\.\/routes\/(\w+)'\)/g)].map(
    ([, path, page]) => [path, join(web, 'src', 'routes', `${page}.tsx`)] as const,
  ),
);

describe('the messages each route loads', () => {
  it('finds the page of every route', () => {
    expect(ROUTES.filter((def) => !pageOf.has(def.path)).map((def) => def.path)).toEqual([]);
  });

  it('hold every section the shell names', () => {
    const used = sectionsUsed(join(web, 'src', 'components', 'shell', 'AppShell.tsx'), APP_ONLY_SECTIONS);
    expect([...used].filter((section) => !SHELL_MESSAGES.includes(section as never)).sort()).toEqual([]);
  });

  it.each(ROUTES.map((def) => [def.path, def] as const))('hold every section %s names', (_, def) => {
    const loaded: readonly string[] = [...(!def.public && !def.bare ? SHELL_MESSAGES : []), ...(def.messages ?? [])];
    const used = sectionsUsed(pageOf.get(def.path) ?? '', APP_ONLY_SECTIONS);
    expect([...used].filter((section) => !loaded.includes(section)).sort()).toEqual([]);
  });

  it('names no section a route does not use', () => {
    const unused = ROUTES.flatMap((def) => {
      const used = sectionsUsed(pageOf.get(def.path) ?? '', APP_ONLY_SECTIONS);
      return (def.messages ?? []).filter((section) => !used.has(section)).map((section) => `${def.path}: ${section}`);
    });
    expect(unused).toEqual([]);
  });
});

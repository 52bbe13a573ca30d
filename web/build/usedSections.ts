import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Which sections of the messages a page's code names: every module the page imports, statically
 * or lazily, from its own file on (the route table and router excepted, which import every page),
 * read for keys written as `'<section>.<key>'` (quotes or backticks) outside type aliases. A key
 * is only ever named that way in this codebase (a template's prefix included), so a section no
 * module names is one the page never shows.
 */
const IMPORT = /(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
/** A type alias (to its first semicolon): its string literals are types, never shown. */
const TYPE_ALIAS = /^\s*(?:export\s+)?type\s+\w+(?:<[^>]*>)?\s*=[^;]*;/gm;
const ROUTE_TABLES = [join('web', 'src', 'routing', 'table.tsx'), join('web', 'src', 'routing', 'router.tsx')];

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/**
 * The source files a module reaches through relative imports, itself included; `beyond` are files
 * not followed (another root the page hands over to, which loads its own messages).
 */
export function moduleClosure(entry: string, beyond: readonly string[] = []): Set<string> {
  const seen = new Set<string>();
  const todo = [resolve(entry)];
  const stops = [...ROUTE_TABLES, ...beyond];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (seen.has(file) || stops.some((stop) => file.endsWith(stop))) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? '');
      if (target) todo.push(target);
    }
  }
  return seen;
}

/** The sections among `sections` that the code reachable from `entry` (short of `beyond`) names a key of. */
export function sectionsUsed(entry: string, sections: readonly string[], beyond: readonly string[] = []): Set<string> {
  const key = new RegExp(`['"\`](${sections.join('|')})\\.[A-Za-z]`, 'g');
  const used = new Set<string>();
  for (const file of moduleClosure(entry, beyond)) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const source = readFileSync(file, 'utf8').replace(TYPE_ALIAS, '');
    for (const match of source.matchAll(key)) if (match[1]) used.add(match[1]);
  }
  return used;
}

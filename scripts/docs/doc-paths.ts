import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/** Folders a doc may name that a build, a test run or `npm start` makes: they are not in a clone. */
const MADE = ['node_modules/', 'test-results/', 'web/dist/', 'cdk.out/', '.data/'];

/** The Markdown files a maintainer reads: the root's and those under docs/ and the product's folders. */
export function docFiles(): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !MADE.includes(`${path}/`)) walk(path);
      } else if (entry.name.endsWith('.md')) found.push(path);
    }
  };
  walk('');
  return found.sort();
}

/**
 * The repository paths a doc names: Markdown links to local files (relative to the doc) and code
 * spans that start with one of the repository's top folders (`functions/core/screens/access.ts`,
 * `docs/limits.md#rate-limits`). Anchors and line numbers are dropped; patterns (`*`, `{…}`,
 * `<…>`, `…`) and paths a build or a run makes are not paths to check.
 */
export function namedPaths(doc: string, text: string): string[] {
  const tops = new Set(readdirSync(ROOT).filter((name) => !name.startsWith('.') || name === '.ci'));
  const paths = new Set<string>();
  const add = (path: string) => {
    const clean = path
      .replace(/#.*$/, '')
      .replace(/:\d+(-\d+)?$/, '')
      .replace(/[,.;:]$/, '');
    if (!clean || /[*{}<>…$]/.test(clean) || MADE.some((made) => `${clean}/`.startsWith(made))) return;
    paths.add(clean);
  };
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!target || /^[a-z]+:|^#/.test(target)) continue;
    add(relative(ROOT, join(ROOT, dirname(doc), target.replace(/#.*$/, ''))));
  }
  for (const [, span] of text.matchAll(/`([^`\s]+)`/g)) {
    if (span?.includes('/') && tops.has(span.split('/')[0]!)) add(span);
  }
  return [...paths];
}

/** Each doc's named paths that do not exist in the repository. */
export function missingPaths(): { doc: string; path: string }[] {
  return docFiles().flatMap((doc) =>
    namedPaths(doc, readFileSync(join(ROOT, doc), 'utf8'))
      .filter((path) => !existsSync(join(ROOT, path)))
      .map((path) => ({ doc, path })),
  );
}

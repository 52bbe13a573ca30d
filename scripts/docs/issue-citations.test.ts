import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['functions', 'shared', 'web/src', 'web/build', 'infra', 'scripts', 'tests', 'docs', '.ci'];
const TEXT = /\.(ts|tsx|mjs|js|md)$/;
/**
 * The word "issue" followed by a number (with or without "#"): a tracker's entry; "spec §" and a
 * section: a document that is not in the repository. Neither says anything to a reader of the code.
 */
const CITATION = /\bissues? #?\d+|\bspec §/i;

function files(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : files(path);
    return TEXT.test(entry.name) ? [path] : [];
  });
}

describe('comments and docs', () => {
  it('say what is true now, citing neither the tracker’s issue numbers nor the spec’s sections', () => {
    const sources = [...FOLDERS.flatMap(files), 'README.md', 'CONTRIBUTING.md'];
    expect(sources.length).toBeGreaterThan(500);
    const citing = sources.filter(
      (path) =>
        path !== 'scripts/docs/issue-citations.test.ts' && CITATION.test(readFileSync(join(ROOT, path), 'utf8')),
    );
    expect(citing).toEqual([]);
  });
});

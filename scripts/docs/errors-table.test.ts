import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { errorsTable, withErrorsTable } from './errors-table.js';

const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'errors.md'), 'utf8');

describe('docs/errors.md', () => {
  it('holds the table the catalogue generates (run `npx tsx scripts/docs/write-errors.ts` after changing a code)', () => {
    expect(withErrorsTable(doc, errorsTable())).toBe(doc);
  });

  it('names every catalogue code', () => {
    for (const [name, code] of Object.entries(ErrorCode)) expect(doc, name).toContain(`| ${code} | \`${name}\` |`);
  });
});

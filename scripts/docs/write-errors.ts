import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorsTable, withErrorsTable } from './errors-table.js';

/** `npx tsx scripts/docs/write-errors.ts`: rewrites the generated table of docs/errors.md from the catalogue. */
const file = join(import.meta.dirname, '..', '..', 'docs', 'errors.md');
writeFileSync(file, withErrorsTable(readFileSync(file, 'utf8'), errorsTable()));
console.log(`wrote ${file}`);

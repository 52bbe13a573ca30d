import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_RATE_RULES } from '../../functions/user/throttle.js';
import { ARCHIVE_LIMITS } from '../../functions/lib/archive/limits.js';
import { PROXY_LIMITS } from '../../shared/acts/api.js';
import { API_LIMITS } from '../../shared/acts/data-api.js';
import { SQL_LIMITS } from '../../shared/datasource/connection.js';
import { UPLOAD_PART_BYTES, UPLOAD_RULES } from '../../shared/acts/upload.js';
import { VERSION_REMARK_MAX } from '../../shared/acts/versions.js';
import { LIMITS } from '../../shared/limits.js';
import { STATIC_DATA_MAX_BYTES, STATIC_DATA_MAX_DEPTH, WIDGET_MAX_BYTES } from '../../shared/widgets/data.js';
import { CAROUSEL_MAX_IMAGES } from '../../shared/widgets/media.js';

const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'limits.md'), 'utf8');

/** Every numeric leaf of `value` as `[dotted name, number]`. */
function numbers(name: string, value: unknown): [string, number][] {
  if (typeof value === 'number') return [[name, value]];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => numbers(`${name}.${key}`, inner));
}

const documented: [string, number][] = [
  ...numbers('LIMITS', LIMITS),
  ...numbers('ACCOUNT_RATE_RULES', ACCOUNT_RATE_RULES),
  ...numbers('UPLOAD_RULES', UPLOAD_RULES),
  ...numbers('ARCHIVE_LIMITS', ARCHIVE_LIMITS),
  ...numbers('PROXY_LIMITS', PROXY_LIMITS),
  ...numbers('SQL_LIMITS', SQL_LIMITS),
  ...numbers('API_LIMITS', API_LIMITS),
  ['UPLOAD_PART_BYTES', UPLOAD_PART_BYTES],
  ['VERSION_REMARK_MAX', VERSION_REMARK_MAX],
  ['WIDGET_MAX_BYTES', WIDGET_MAX_BYTES],
  ['STATIC_DATA_MAX_BYTES', STATIC_DATA_MAX_BYTES],
  ['STATIC_DATA_MAX_DEPTH', STATIC_DATA_MAX_DEPTH],
  ['CAROUSEL_MAX_IMAGES', CAROUSEL_MAX_IMAGES],
];

describe('docs/limits.md', () => {
  it.each(documented)('has a row for %s with its value %d', (name, value) => {
    const row = doc.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
    expect(row, `no row for ${name}`).toBeDefined();
    expect(row).toContain(`| \`${name}\` | ${value} |`);
  });
});

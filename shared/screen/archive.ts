import * as z from 'zod/mini';
import { LIMITS } from '../limits.js';

/**
 * The export archive: `manifest.json` (format and version), `screens/<n>.json` (each a
 * screen document) and `assets/<n>.webp` or `.png` (thumbnails). No ids of this site survive an
 * import: screens get new ids; tenant or owner ids in an archive are never read.
 */
export const ARCHIVE_FORMAT = 'wallboard.screens';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

const archivePath = z.string().check(z.maxLength(200), z.regex(/^(screens|assets)\/[A-Za-z0-9_.-]+$/));

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  exportedAt: z.number(),
  group: z.optional(z.object({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.nameMaxLength)) })),
  screens: z
    .array(
      z.object({
        file: archivePath,
        name: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.nameMaxLength)),
        remark: z._default(z.string().check(z.maxLength(200)), ''),
        mobile: z._default(z.boolean(), false),
        thumb: z.optional(archivePath),
      }),
    )
    .check(z.minLength(1), z.maxLength(5000)),
});

export type Manifest = z.output<typeof manifestSchema>;

import * as z from 'zod';
import { LIMITS } from '../limits.js';

/**
 * The export archive: `manifest.json` (format and version), `screens/<n>.json` (each a
 * screen document) and `assets/<n>.webp` or `.png` (thumbnails). No ids of this site survive an
 * import: screens get new ids; tenant or owner ids in an archive are never read.
 */
export const ARCHIVE_FORMAT = 'wallboard.screens';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

const archivePath = z
  .string()
  .max(200)
  .regex(/^(screens|assets)\/[A-Za-z0-9_.-]+$/);

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  exportedAt: z.number(),
  group: z.object({ name: z.string().trim().min(1).max(LIMITS.nameMaxLength) }).optional(),
  screens: z
    .array(
      z.object({
        file: archivePath,
        name: z.string().trim().min(1).max(LIMITS.nameMaxLength),
        remark: z.string().max(200).default(''),
        mobile: z.boolean().default(false),
        thumb: archivePath.optional(),
      }),
    )
    .min(1)
    .max(5000),
});

export type Manifest = z.output<typeof manifestSchema>;

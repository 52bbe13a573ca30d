/** Limits of an imported archive, enforced on the bytes as they are inflated, not on headers. */
export const ARCHIVE_LIMITS = {
  maxEntries: 10_000,
  maxUncompressedBytes: 200 * 1024 * 1024,
  maxRatio: 100,
  maxArchiveBytes: 100 * 1024 * 1024,
} as const;

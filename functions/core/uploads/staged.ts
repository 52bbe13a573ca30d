import type { ErrorName } from '../../../shared/errors/catalogue.js';

/**
 * A merged upload still in the private staging area, and whether its size may pass. The size the
 * client declared at batch travels with the multipart upload as object metadata
 * (`x-amz-meta-declared-size`, set on CreateMultipartUpload, which the presigned part URLs cannot
 * change), so merge compares the real size of the completed object with it: parts are sent
 * straight to S3, and nothing else stops a client from sending more (or less) than it declared.
 */
export const DECLARED_SIZE_METADATA = 'declared-size';

export interface StagedObject {
  size: number;
  /** Absent on uploads opened before sizes were recorded. */
  declaredSize?: number;
}

export const declaredSizeMetadata = (size: number): Record<string, string> => ({
  [DECLARED_SIZE_METADATA]: String(size),
});

/**
 * Why a staged file is refused, if it is: over the purpose's limit or over its declared size is
 * UPLOAD_TOO_LARGE, short of its declared size UPLOAD_INCOMPLETE.
 */
export function sizeRefusal(
  staged: StagedObject,
  maxBytes: number | undefined,
): Extract<ErrorName, 'UPLOAD_TOO_LARGE' | 'UPLOAD_INCOMPLETE'> | undefined {
  if (maxBytes !== undefined && staged.size > maxBytes) return 'UPLOAD_TOO_LARGE';
  if (staged.declaredSize === undefined) return undefined;
  if (staged.size > staged.declaredSize) return 'UPLOAD_TOO_LARGE';
  if (staged.size < staged.declaredSize) return 'UPLOAD_INCOMPLETE';
  return undefined;
}

declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  /** The parts of s3rver's filesystem store the local stack wraps (scripts/local/s3rver-process.ts). */
  export interface S3rverStore {
    getResourcePath(bucket: string, key: string | undefined, resource: string): string;
    putObjectMultipart(
      bucket: string,
      uploadId: string,
      parts: { number: number; etag: string }[],
    ): Promise<{ md5: string; size: number }>;
  }
  export default class S3rver {
    constructor(options?: S3rverOptions);
    readonly store: S3rverStore;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

declare module 's3rver/lib/models/error.js' {
  /** s3rver's S3 error: answered as S3's XML error with the status S3 gives `code`. */
  export default class S3Error extends Error {
    constructor(code: string, message?: string, detail?: Record<string, string>);
    readonly code: string;
  }
}

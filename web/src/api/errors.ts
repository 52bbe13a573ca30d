import type { FieldError } from '../../../shared/validation/issues.js';

/** Codes the client gives to failures that never reached a catalogue answer. */
export const CLIENT_CODES = {
  network: -1,
  badResponse: -2,
} as const;

export interface RpcErrorOptions {
  /** Per-field codes when the payload failed its schema before sending. */
  fields?: FieldError[];
  /** The client already acted on it (redirect, toast); callers should stay quiet. */
  handled?: boolean;
  requestId?: string;
  /** What the server sent to recover with, as `data` beside the code (e.g. the current state after a conflict). */
  data?: unknown;
}

/** Any answer but success, or a payload refused by its schema, thrown by the RPC client. */
export class RpcError extends Error {
  readonly code: number;
  readonly fields: FieldError[];
  readonly handled: boolean;
  readonly requestId: string | undefined;
  readonly data: unknown;

  constructor(code: number, message: string, options: RpcErrorOptions = {}) {
    super(message);
    this.name = 'RpcError';
    this.code = code;
    this.fields = options.fields ?? [];
    this.handled = options.handled ?? false;
    this.requestId = options.requestId;
    this.data = options.data;
  }
}

export function isRpcError(value: unknown): value is RpcError {
  return value instanceof RpcError;
}

export type DownloadFailure = 'noPermission' | 'failed';

/** A download that gave no file (api/download.ts). */
export class DownloadError extends Error {
  readonly reason: DownloadFailure;
  /** A catalogue code when the server answered an RPC-style `{code, msg}` body. */
  readonly code: number | undefined;

  constructor(reason: DownloadFailure, code?: number) {
    super(reason);
    this.name = 'DownloadError';
    this.reason = reason;
    this.code = code;
  }
}

/** An upload the server refused (api/upload.ts), with its catalogue code. */
export class UploadError extends Error {
  constructor(readonly code: number) {
    super(`upload failed (${code})`);
    this.name = 'UploadError';
  }
}

import * as z from 'zod/mini';

/** Start-up calls (docs/protocol.md#routes-that-are-not-rpc): they take nothing but tolerate cache-busting query values. */
export const startupArgs = z.looseObject({});

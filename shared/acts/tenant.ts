import * as z from 'zod/mini';

/** Start-up calls (docs/protocol.md#routes-that-are-not-rpc): they take nothing but tolerate cache-busting query values. */
export const startupArgs = z.looseObject({});

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'POST /chameleon/tenant/enable': startupArgs,
  'GET /chameleon/start': startupArgs,
} as const;

import type { ActName } from '../acts/registry.js';

/**
 * Acts that create something and take an idempotency key (the `idempotency-key` header): sent
 * again with the same key, they answer what the first try created instead of creating it again.
 * The client sends a key with each of them and, on a lost answer or a server error, sends the
 * same call again (docs/errors.md#retrying).
 */
export const KEYED_ACTS: ReadonlySet<ActName> = new Set<ActName>([
  'v1/screen/add',
  'v1/screen/copy',
  'v1/screen/append_widget',
  'v1/screen/copy_widget',
  'v1/screen/version_add',
  'v1/group/resource_import',
]);

/** How many times the client sends a keyed act again after a lost answer or a server error. */
export const KEYED_ACT_RETRIES = 2;

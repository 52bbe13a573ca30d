/**
 * Which of a pool's own read-only layers it applies (README.md, "Safety model"). The engines always
 * build pools with ALL_LAYERS (engines/<engine>/index.ts `createPool` passes nothing else); the integration tests
 * build one without the privilege check to prove that the layers under it hold by themselves
 * against a user who may write (tests/integration/sql-readonly.test.ts).
 */
export interface ReadonlyLayers {
  /** The user's privileges read from the server's catalogue; a user who may do more than read is refused. */
  privileges: boolean;
}

export const ALL_LAYERS: ReadonlyLayers = { privileges: true };

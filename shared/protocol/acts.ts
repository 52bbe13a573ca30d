/**
 * Act names by family (docs/protocol.md#envelope). An act is `v1/{family}/{action}` (admin acts `v2/...`);
 * one Lambda serves one family and refuses acts of another.
 */
export const FAMILIES = [
  'user',
  'group',
  'screen',
  'template',
  'datasource',
  'worksheet',
  'api',
  'upload',
  'license',
  'tenant',
  'admin',
] as const;
export type Family = (typeof FAMILIES)[number];

export function isFamily(value: string): value is Family {
  return (FAMILIES as readonly string[]).includes(value);
}

export interface ParsedAct {
  version: 'v1' | 'v2';
  family: Family;
  action: string;
}

/** Splits `v1/user/max_login` into its parts; null when it is not an act name at all. */
export function parseAct(act: unknown): ParsedAct | null {
  if (typeof act !== 'string') return null;
  const match = /^(v1|v2)\/([a-z_]+)\/([a-z_/]+)$/.exec(act);
  if (!match) return null;
  const [, version, family, action] = match;
  if (!version || !family || !action || !isFamily(family)) return null;
  return { version: version as 'v1' | 'v2', family, action };
}

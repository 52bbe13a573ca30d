/** Keys of a literal record, typed as such. */
export function keysOf<K extends string>(source: Readonly<Record<K, unknown>>): K[] {
  return Object.keys(source) as K[];
}

/** A record with one value per key, keeping the key type. */
export function recordOf<K extends string, V>(keys: readonly K[], make: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, V>;
}

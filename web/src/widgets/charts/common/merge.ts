type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Deep merge of option objects, later wins; arrays and non-plain values replace. The options
 * builders layer type-specific options over the theme's base with it (pure, no Highcharts).
 */
export function mergeOptions<T extends object>(...layers: ReadonlyArray<T | undefined>): T {
  const out: Plain = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer)) {
      const current = out[key];
      out[key] = isPlain(current) && isPlain(value) ? mergeOptions(current, value) : value;
    }
  }
  return out as T;
}

import type { KpiThreshold } from '../../../../shared/widgets/kpi.js';

/** Decimal places a value is written with (at most 6): 99.97 → 2, 1200 → 0. */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const text = value.toFixed(6).replace(/0+$/, '');
  return Math.min(6, text.length - text.indexOf('.') - 1);
}

/**
 * A number as a KPI shows it, independent of the browser's locale: `decimals` places (-1: as
 * many as the value has), `,` between thousands when asked. Non-finite values show as `—`.
 */
export function formatNumber(value: number, options: { decimals: number; thousands: boolean }): string {
  if (!Number.isFinite(value)) return '—';
  const places = options.decimals < 0 ? decimalsOf(value) : options.decimals;
  const fixed = Math.abs(value).toFixed(places);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = options.thousands ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** The colour of the highest threshold whose `from` the value reaches; none reached: null. */
export function thresholdColour(value: number, thresholds: readonly KpiThreshold[]): string | null {
  let best: KpiThreshold | null = null;
  for (const threshold of thresholds) {
    if (value >= threshold.from && (best === null || threshold.from >= best.from)) best = threshold;
  }
  return best?.colour ?? null;
}

/** Ease-out cubic: the count-up's progress at time share `t` in [0, 1]. */
export const easeOut = (t: number) => 1 - (1 - Math.min(1, Math.max(0, t))) ** 3;

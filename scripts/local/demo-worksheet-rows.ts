import { generator } from './demo-databases.js';

/**
 * The demo tenant's sample worksheet: about 50,000 order lines over the last two
 * years by day, region, product and channel, deterministic so every start shows the same
 * shape, with a weekly rhythm, a year-end peak and growth, as CSV text (UTF-8, a title row).
 */
export const SAMPLE_WORKSHEET = {
  name: 'Sample sales',
  filename: 'sample-sales.csv',
  rows: 50_000,
};

const DAY_MS = 86_400_000;
const DAYS = 730;
const REGIONS = [
  ['East', 1.6],
  ['South', 1.3],
  ['North', 1.15],
  ['Central', 0.85],
  ['Southwest', 0.7],
  ['Northwest', 0.45],
] as const;
/** Name and share of order lines. */
const PRODUCTS = [
  ['Cloud', 1.4],
  ['Software', 1.1],
  ['Hardware', 0.7],
  ['Services', 1],
  ['Support', 0.8],
] as const;
const UNIT_PRICE: Record<(typeof PRODUCTS)[number][0], number> = {
  Cloud: 420,
  Software: 610,
  Hardware: 880,
  Services: 350,
  Support: 190,
};
const CHANNELS = [
  ['Online', 0.52],
  ['Store', 0.33],
  ['Partner', 0.15],
] as const;

/** Picks an entry with probability proportional to its weight. */
function weighted<T extends readonly [string, number]>(entries: readonly T[], random: () => number): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let point = random() * total;
  for (const entry of entries) {
    point -= entry[1];
    if (point <= 0) return entry;
  }
  return entries[entries.length - 1]!;
}

export function sampleSalesCsv(today: number): string {
  const random = generator(20_261_126);
  const lastDay = Math.floor(today / DAY_MS);
  const lines = ['order_id,order_date,region,product,channel,quantity,amount'];
  // Days weigh by weekday, season (a peak in Nov–Dec) and growth over the two years.
  const weights: number[] = [];
  for (let d = 0; d < DAYS; d++) {
    const day = new Date((lastDay - DAYS + 1 + d) * DAY_MS);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6 ? 1.35 : 1;
    const season = day.getUTCMonth() >= 10 ? 1.4 : day.getUTCMonth() === 1 ? 0.8 : 1;
    weights.push(weekend * season * (1 + d / DAYS));
  }
  const total = weights.reduce((sum, w) => sum + w, 0);
  let id = 100_000;
  weights.forEach((weight, d) => {
    const date = new Date((lastDay - DAYS + 1 + d) * DAY_MS).toISOString().slice(0, 10);
    const count = Math.round((weight / total) * SAMPLE_WORKSHEET.rows);
    for (let i = 0; i < count; i++) {
      const [region] = weighted(REGIONS, random);
      const [product] = weighted(PRODUCTS, random);
      const price = UNIT_PRICE[product];
      const [channel] = weighted(CHANNELS, random);
      const quantity = 1 + Math.floor(random() * random() * 12);
      const amount = (quantity * price * (0.85 + random() * 0.3)).toFixed(2);
      lines.push(`${id++},${date},${region},${product},${channel},${quantity},${amount}`);
    }
  });
  return `${lines.join('\n')}\n`;
}

import { describe, expect, it } from 'vitest';
import { aggregateOf, KPI_AGGREGATES, kpiSchema } from './kpi.js';

describe("a bound KPI's number", () => {
  const cells = [4, null, 10, 1];

  it('keeps the first value for a KPI stored before aggregates, and sums as told', () => {
    expect(kpiSchema.parse({}).aggregate).toBe('first');
    expect(aggregateOf(cells, 'sum')).toBe(15);
  });

  it('takes each aggregate over the numbers, skipping gaps', () => {
    expect(Object.fromEntries(KPI_AGGREGATES.map((agg) => [agg, aggregateOf(cells, agg)]))).toEqual({
      sum: 15,
      avg: 5,
      min: 1,
      max: 10,
      count: 3,
      first: 4,
      last: 1,
    });
  });

  it('has no number of an empty column but its count, 0', () => {
    expect(aggregateOf([null], 'sum')).toBeNull();
    expect(aggregateOf([], 'count')).toBe(0);
  });
});

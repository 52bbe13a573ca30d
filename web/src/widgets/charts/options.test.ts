import type { Options, SeriesOptionsType } from 'highcharts';
import { describe, expect, it } from 'vitest';
import {
  cartesianChartSchema,
  comboChartSchema,
  gaugeChartSchema,
  pieChartSchema,
} from '../../../../shared/widgets/charts.js';
import { staticData, type DataBinding } from '../../../../shared/widgets/data.js';
import { screenTheme } from '../../../../shared/widgets/themes.js';
import { resolveData } from '../data/resolve';
import { cartesianOptions, categoryStep, denseColumns } from './cartesian/options';
import { comboOptions } from './combo/options';
import { BOOST_THRESHOLD, type ChartContext } from './common/base';
import { mergeOptions } from './common/merge';
import { gaugeValue, solidGaugeOptions } from './gauge/options';
import { pieOptions } from './pie/options';
import { progressShare } from './progress/options';

const REGIONS = staticData(
  [
    { r: 'East', a: 3, b: 4 },
    { r: 'West', a: 1, b: 2 },
    { r: 'North', a: 5, b: 1 },
  ],
  { category: 'r', series: ['a', 'b'] },
  { rename: { a: 'Alpha' } },
);

function context<A>(
  attr: A,
  binding: DataBinding,
  roles: Parameters<typeof resolveData>[1],
  theme = 'tech-blue',
): ChartContext<A> {
  const data = resolveData(binding, roles);
  return {
    attr,
    rows: data.rows,
    binding: data.binding!,
    theme: screenTheme(theme),
    width: 480,
    height: 300,
    animation: true,
  };
}

const series = (options: Options) =>
  (options.series ?? []) as Array<SeriesOptionsType & { data?: unknown[]; name?: string; yAxis?: number }>;

describe('cartesian charts', () => {
  it('stacked column builds stacking normal; plain column none', () => {
    const stacked = cartesianOptions('column')(
      context(cartesianChartSchema.parse({ stacking: 'normal' }), REGIONS, ['category', 'series']),
    );
    expect(stacked.plotOptions?.series?.stacking).toBe('normal');
    const plain = cartesianOptions('column')(context(cartesianChartSchema.parse({}), REGIONS, ['category', 'series']));
    expect(plain.plotOptions?.series?.stacking).toBeUndefined();
  });

  it('draws categories and one named series per mapped field', () => {
    const options = cartesianOptions('line')(context(cartesianChartSchema.parse({}), REGIONS, ['category', 'series']));
    expect(options.xAxis).toMatchObject({ categories: ['East', 'West', 'North'] });
    expect(series(options).map((s) => [s.type, s.name, s.data])).toEqual([
      ['line', 'Alpha', [3, 1, 5]],
      ['line', 'b', [4, 2, 1]],
    ]);
  });

  it('top N keeps the N largest categories', () => {
    const top = staticData(REGIONS.static, REGIONS.mapping, { top: 2 });
    const options = cartesianOptions('bar')(context(cartesianChartSchema.parse({}), top, ['category', 'series']));
    expect(options.xAxis).toMatchObject({ categories: ['East', 'North'] });
  });

  it('follows the theme unless colours are overridden; transparent; legend automatic', () => {
    const themed = cartesianOptions('line')(
      context(cartesianChartSchema.parse({}), REGIONS, ['category', 'series'], 'light-business'),
    );
    expect(themed.colors).toEqual(screenTheme('light-business').colors);
    expect(themed.chart?.backgroundColor).toBe('transparent');
    expect(themed.legend?.enabled).toBe(true);
    const own = cartesianOptions('line')(
      context(cartesianChartSchema.parse({ colors: ['#123456'], legend: 'hide' }), REGIONS, ['category', 'series']),
    );
    expect(own.colors).toEqual(['#123456']);
    expect(own.legend?.enabled).toBe(false);
  });

  it('sets the box size, the boost threshold and update animation from reduced motion; first paint never animates', () => {
    const still = cartesianOptions('area')({
      ...context(cartesianChartSchema.parse({}), REGIONS, ['category', 'series']),
      animation: false,
      width: 800,
      height: 450,
    });
    expect(still.chart).toMatchObject({ width: 800, height: 450, animation: false });
    expect(still.plotOptions?.series).toMatchObject({ animation: false, boostThreshold: BOOST_THRESHOLD });
    expect(BOOST_THRESHOLD).toBe(5000);
    const moving = cartesianOptions('area')(context(cartesianChartSchema.parse({}), REGIONS, ['category', 'series']));
    expect(moving.chart?.animation).toBe(true);
    expect(moving.plotOptions?.series?.animation).toBe(false);
  });
});

describe('dense data', () => {
  const thousand = staticData(
    Array.from({ length: 1000 }, (_, i) => ({ x: i, y: i % 97 })),
    { category: 'x', series: ['y'] },
  );

  it('a dense category axis labels every Nth category; a sparse one is left to Highcharts', () => {
    expect(categoryStep(12, 480, 12, false)).toBe(1);
    expect(categoryStep(1000, 180, 12, false)).toBe(334);
    expect(categoryStep(1000, 300, 12, true)).toBe(67);
    const dense = cartesianOptions('column')({
      ...context(cartesianChartSchema.parse({}), thousand, ['category', 'series']),
      width: 240,
      height: 160,
    });
    expect(dense.xAxis).toMatchObject({ tickInterval: categoryStep(1000, 240, 12, false) });
    expect(dense.plotOptions?.column?.borderRadius).toBe(0);
    const sparse = cartesianOptions('column')(context(cartesianChartSchema.parse({}), REGIONS, ['category', 'series']));
    expect(sparse.xAxis).not.toHaveProperty('tickInterval');
    expect(sparse.plotOptions?.column?.borderRadius).toBe(3);
  });

  it('columns under 2 px wide are drawn as one stepped, solid area per series; wider or grouped ones stay columns', () => {
    const dense = cartesianOptions('bar')({
      ...context(cartesianChartSchema.parse({}), thousand, ['category', 'series']),
      width: 240,
      height: 160,
    });
    expect(dense.chart).toMatchObject({ type: 'bar', inverted: true });
    expect(series(dense)[0]).toMatchObject({ type: 'area', step: 'center', lineWidth: 0, fillOpacity: 1 });
    expect(series(dense)[0]?.data).toHaveLength(1000);
    const sparse = cartesianOptions('column')(context(cartesianChartSchema.parse({}), REGIONS, ['category', 'series']));
    expect(series(sparse).map((s) => s.type)).toEqual(['column', 'column']);
    // 300 categories × 2 grouped series over 480 px: thin, but side by side, so still columns.
    expect(denseColumns(300, 2, false, 480)).toBe(false);
    expect(denseColumns(300, 2, true, 480)).toBe(true);
    expect(denseColumns(200, 1, false, 480)).toBe(false);
    expect(denseColumns(241, 1, false, 480)).toBe(true);
  });

  it('a series over the boost threshold is plain numbers, which the boost module draws (it takes no point objects)', () => {
    const long = staticData(
      Array.from({ length: BOOST_THRESHOLD + 1000 }, (_, i) => ({ x: i, y: i % 97 })),
      { category: 'x', series: ['y'] },
    );
    const options = cartesianOptions('line')(context(cartesianChartSchema.parse({}), long, ['category', 'series']));
    const data = series(options)[0]?.data ?? [];
    expect(data.length).toBeGreaterThan(options.plotOptions?.series?.boostThreshold ?? Infinity);
    expect(data.every((point) => typeof point === 'number')).toBe(true);
  });

  it('leaves the palette CSS to the page: charts never write variables on :root', () => {
    const options = cartesianOptions('line')(context(cartesianChartSchema.parse({}), REGIONS, ['category', 'series']));
    expect(options.palette?.injectCSS).toBe(false);
  });
});

describe('combo, pie and gauges', () => {
  it('combo puts the last series on a second axis as a line', () => {
    const options = comboOptions(context(comboChartSchema.parse({ lineSeries: 1 }), REGIONS, ['category', 'series']));
    expect(Array.isArray(options.yAxis) && options.yAxis.length).toBe(2);
    expect(series(options).map((s) => [s.type, s.yAxis])).toEqual([
      ['column', 0],
      ['spline', 1],
    ]);
  });

  it('a donut is a pie with a hole; slices come from category and value', () => {
    const binding = staticData(
      [
        { n: 'A', v: 2 },
        { n: 'B', v: 'x' },
        { n: 'C', v: 6 },
      ],
      { category: 'n', value: 'v' },
    );
    const options = pieOptions(context(pieChartSchema.parse({ innerSize: 60 }), binding, ['category', 'value']));
    expect(options.plotOptions?.pie?.innerSize).toBe('60%');
    expect(series(options)[0]?.data).toEqual([
      { name: 'A', y: 2 },
      { name: 'C', y: 6 },
    ]);
  });

  it('gauges clamp the value into their range; a progress share stays within 0…1', () => {
    const ctx = context(gaugeChartSchema.parse({ max: 50 }), staticData([{ value: 72 }], { value: 'value' }), [
      'value',
    ]);
    expect(gaugeValue(ctx)).toBe(50);
    expect(solidGaugeOptions(ctx).yAxis).toMatchObject({ min: 0, max: 50 });
    expect(progressShare(150, 0, 100)).toBe(1);
    expect(progressShare(25, 0, 100)).toBe(0.25);
    expect(progressShare(5, 5, 5)).toBe(0);
  });
});

describe('option layering', () => {
  it('merges plain objects deeply and replaces arrays', () => {
    expect(mergeOptions<Record<string, unknown>>({ a: { b: 1, c: [1, 2] }, d: 1 }, { a: { c: [3] }, e: 2 })).toEqual({
      a: { b: 1, c: [3] },
      d: 1,
      e: 2,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import { defaultsOf, readAttr } from './attr.js';
import { cartesianChartSchema, gaugeChartSchema, pieChartSchema } from './charts.js';
import { dataBindingSchema, staticData } from './data.js';
import { DEFAULT_SCREEN_THEME_ID, SCREEN_THEMES, screenTheme } from './themes.js';

describe('chart attribute schemas', () => {
  it('default every field', () => {
    expect(defaultsOf(cartesianChartSchema)).toEqual({ title: '', legend: 'auto', colors: [], dataLabels: false, xTitle: '', yTitle: '', stacking: 'none', markers: true });
    expect(defaultsOf(gaugeChartSchema)).toMatchObject({ min: 0, max: 100, unit: '' });
  });

  it('read stored attributes tolerantly: a bad field falls back to its default, the rest is kept', () => {
    const attr = readAttr(pieChartSchema, { globeStyle: { name: 'Mix' }, title: 'Mix', innerSize: 400, legend: 'sideways', colors: ['#fff'] });
    expect(attr).toEqual({ title: 'Mix', legend: 'auto', colors: ['#fff'], dataLabels: false, innerSize: 0 });
  });
});

describe('the data binding', () => {
  it('fills in mapping and transform defaults for static data', () => {
    expect(staticData([{ x: 'a', y: 1 }])).toEqual({
      source: 'static',
      listen: '',
      static: [{ x: 'a', y: 1 }],
      mapping: { path: '', category: 'x', category2: 'y', series: ['y'], value: 'value', detail: '', lat: 'lat', lon: 'lon' },
      transform: { filter: [], rename: {} },
    });
  });

  it('fails with a catalogue code for unknown sources and malformed parts', () => {
    for (const input of [{ source: 'ftp' }, { source: 'static', static: 1, transform: { top: -1 } }, { source: 'static', static: [], mapping: { series: 'y' } }]) {
      const result = dataBindingSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.every((issue) => issue.message === String(ErrorCode.BODY_MALFORMED))).toBe(true);
    }
  });
});

describe('screen themes', () => {
  it('has the six themes of issue 5 with distinct ids and enough series colours', () => {
    expect(SCREEN_THEMES.map((t) => t.id)).toEqual(['tech-blue', 'neon', 'light-business', 'green', 'amber', 'high-contrast']);
    for (const theme of SCREEN_THEMES) expect(new Set(theme.colors).size).toBeGreaterThanOrEqual(8);
    expect(SCREEN_THEMES.filter((t) => t.light).map((t) => t.id)).toEqual(['light-business']);
  });

  it('falls back to the default theme for unknown ids', () => {
    expect(screenTheme('nope').id).toBe(DEFAULT_SCREEN_THEME_ID);
    expect(screenTheme(undefined).id).toBe('tech-blue');
    expect(screenTheme('amber').id).toBe('amber');
  });
});

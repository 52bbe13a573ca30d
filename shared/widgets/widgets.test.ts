import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import { defaultsOf, readAttr } from './attr.js';
import { cartesianChartSchema, gaugeChartSchema, pieChartSchema } from './charts.js';
import {
  dataBindingSchema,
  isJsonValue,
  STATIC_DATA_MAX_BYTES,
  STATIC_DATA_MAX_DEPTH,
  staticData,
  utf8Length,
} from './data.js';
import { DEFAULT_SCREEN_THEME_ID, SCREEN_THEMES, screenTheme } from './themes.js';

describe('chart attribute schemas', () => {
  it('default every field', () => {
    expect(defaultsOf(cartesianChartSchema)).toEqual({
      title: '',
      legend: 'auto',
      colors: [],
      dataLabels: false,
      xTitle: '',
      yTitle: '',
      stacking: 'none',
      markers: true,
    });
    expect(defaultsOf(gaugeChartSchema)).toMatchObject({ min: 0, max: 100, unit: '' });
  });

  it('read stored attributes tolerantly: a bad field falls back to its default, the rest is kept', () => {
    const attr = readAttr(pieChartSchema, {
      globeStyle: { name: 'Mix' },
      title: 'Mix',
      innerSize: 400,
      legend: 'sideways',
      colors: ['#fff'],
    });
    expect(attr).toEqual({ title: 'Mix', legend: 'auto', colors: ['#fff'], dataLabels: false, innerSize: 0 });
  });
});

describe('the data binding', () => {
  it('fills in mapping and transform defaults for static data', () => {
    expect(staticData([{ x: 'a', y: 1 }])).toEqual({
      source: 'static',
      listen: '',
      static: [{ x: 'a', y: 1 }],
      mapping: {
        path: '',
        category: 'x',
        category2: 'y',
        series: ['y'],
        value: 'value',
        detail: '',
        lat: 'lat',
        lon: 'lon',
      },
      transform: { filter: [], rename: {} },
    });
  });

  it('fails with a catalogue code for unknown sources and malformed parts', () => {
    for (const input of [
      { source: 'ftp' },
      { source: 'static', static: 1, transform: { top: -1 } },
      { source: 'static', static: [], mapping: { series: 'y' } },
    ]) {
      const result = dataBindingSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.every((issue) => issue.message === String(ErrorCode.BODY_MALFORMED))).toBe(true);
    }
  });
});

describe('static JSON', () => {
  const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);

  it('accepts what JSON.parse gives, nested up to the depth limit', () => {
    const parsed: unknown = JSON.parse('{"list":[{"a":1.5,"b":"x","c":null,"d":true,"e":{"f":[[]]}}],"empty":{}}');
    expect(isJsonValue(parsed)).toBe(true);
    expect(isJsonValue(Object.assign(Object.create(null) as object, { a: 1 }))).toBe(true);
    expect(isJsonValue(nested(STATIC_DATA_MAX_DEPTH))).toBe(true);
    expect(dataBindingSchema.safeParse({ source: 'static', static: parsed }).success).toBe(true);
  });

  it('refuses values JSON cannot hold, nesting past the limit and oversized data, as malformed', () => {
    for (const value of [
      undefined,
      Number.NaN,
      Infinity,
      () => 1,
      new Date(0),
      new Map(),
      [1, undefined],
      { a: Symbol('s') },
      { a: { b: 1n } },
      nested(STATIC_DATA_MAX_DEPTH + 1),
    ]) {
      expect(isJsonValue(value)).toBe(false);
      const result = dataBindingSchema.safeParse({ source: 'static', static: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues.every((issue) => issue.message === String(ErrorCode.BODY_MALFORMED))).toBe(true);
    }
    // eslint-disable-next-line no-sparse-arrays -- a hole is what this case is about
    expect(isJsonValue([1, , 3])).toBe(false);
    expect(dataBindingSchema.safeParse({ source: 'static', static: ['x'.repeat(STATIC_DATA_MAX_BYTES)] }).success).toBe(
      false,
    );
  });

  it('counts UTF-8 bytes as a store does', () => {
    for (const text of ['', 'abc', 'é', '数据', '😀', 'a😀b数é', '\ud800 lone', 'x\udc00', '\ud83d\ude00\ud83d'])
      expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
  });
});

describe('screen themes', () => {
  it('has the six themes with distinct ids and enough series colours', () => {
    expect(SCREEN_THEMES.map((t) => t.id)).toEqual([
      'tech-blue',
      'neon',
      'light-business',
      'green',
      'amber',
      'high-contrast',
    ]);
    for (const theme of SCREEN_THEMES) expect(new Set(theme.colors).size).toBeGreaterThanOrEqual(8);
    expect(SCREEN_THEMES.filter((t) => t.light).map((t) => t.id)).toEqual(['light-business']);
  });

  it('falls back to the default theme for unknown ids', () => {
    expect(screenTheme('nope').id).toBe(DEFAULT_SCREEN_THEME_ID);
    expect(screenTheme(undefined).id).toBe('tech-blue');
    expect(screenTheme('amber').id).toBe('amber');
  });
});

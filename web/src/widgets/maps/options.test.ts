import type { SeriesMapbubbleOptions, SeriesMaplineOptions, SeriesMapOptions, SeriesMappointOptions } from 'highcharts';
import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../../shared/widgets/attr.js';
import { staticData } from '../../../../shared/widgets/data.js';
import { chinaMapSchema, type MapAttr } from '../../../../shared/widgets/maps.js';
import { screenTheme } from '../../../../shared/widgets/themes.js';
import type { Row } from '../data/rows';
import { CHINA } from './chinaSource';
import type { MapContext } from './context';
import { COMET_CLASS, flylineCurve } from './layers/flylines';
import { readMapRows } from './layers/mapRows';
import { mapOptions } from './options';

const ROWS: Row[] = [
  { name: '广东', value: 100 },
  { name: '浙江省', value: 60 },
  { name: 'cn-sc', value: 20 },
  { name: '不存在', value: 5 },
  { name: '北京', to: '广州', value: 80 },
  { name: '上海', to: 'Chengdu', value: 40 },
  { name: '上海', to: '火星', value: 1 },
  { name: '站点A', value: 7, lat: 30.5, lon: 114.3 },
];

function context(attr: Partial<MapAttr> = {}, extra: Partial<MapContext> = {}): MapContext {
  const binding = staticData(ROWS, { category: 'name', category2: 'to', value: 'value' });
  return {
    attr: { ...defaultsOf(chinaMapSchema), ...attr },
    rows: ROWS,
    binding,
    theme: screenTheme('tech-blue'),
    width: 800,
    height: 600,
    animation: true,
    map: CHINA,
    language: 'zh',
    drilled: null,
    ...extra,
  };
}

/** The series a map draws: the map layers' types. */
type LayerSeries = SeriesMapOptions | SeriesMaplineOptions | SeriesMappointOptions | SeriesMapbubbleOptions;
const seriesOf = (ctx: MapContext): LayerSeries[] => (mapOptions(ctx).series ?? []).map((s) => s as LayerSeries);

describe('map rows', () => {
  it('splits places from flylines and finds every end it can', () => {
    const { binding } = context();
    const data = readMapRows(ROWS, binding.mapping, CHINA.catalogue, 'zh');
    expect(data.places.map((p) => [p.name, p.regionKey])).toEqual([
      ['广东', 'cn-gd'],
      ['浙江省', 'cn-zj'],
      ['cn-sc', 'cn-sc'],
      ['不存在', null],
      ['站点A', null],
    ]);
    expect(data.places.find((p) => p.name === '站点A')?.place).toMatchObject({ lat: 30.5, lon: 114.3, label: '站点A' });
    expect(data.places.find((p) => p.name === '不存在')?.place).toBeNull();
    // The line to an unknown place is left out; cities come from the gazetteer, in the UI language.
    expect(data.lines.map((l) => [l.from.label, l.to.label, l.to.region, l.value])).toEqual([
      ['北京', '广州', 'cn-gd', 80],
      ['上海', '成都', 'cn-sc', 40],
    ]);
  });
});

describe('map rows without names or with their own coordinates', () => {
  it('draws a nameless row with coordinates, and starts a line at its own coordinates', () => {
    const rows: Row[] = [
      { lat: 25, lon: 110, value: 3 },
      { name: '北京', lat: 40, lon: 117, to: '上海', value: 9 },
    ];
    const { binding } = context();
    const data = readMapRows(rows, binding.mapping, CHINA.catalogue, 'en');
    expect(data.places).toEqual([
      { name: '', value: 3, regionKey: null, place: { label: '', region: null, lat: 25, lon: 110 } },
    ]);
    expect(data.lines[0]).toMatchObject({
      from: { label: 'Beijing', lat: 40, lon: 117, region: 'cn-bj' },
      to: { label: 'Shanghai' },
    });
  });
});

describe('map options', () => {
  it('joins the choropleth on hc-key with every province a point and values summed from the rows', () => {
    const [regions] = seriesOf(context()) as [SeriesMapOptions];
    expect(regions.type).toBe('map');
    expect(regions.joinBy).toBe('hc-key');
    const data = regions.data as Array<{
      'hc-key': string;
      value: number | null;
      name: string;
      dataLabels?: { enabled?: boolean };
    }>;
    expect(data).toHaveLength(34);
    expect(data.find((d) => d['hc-key'] === 'cn-gd')).toMatchObject({ value: 100, name: '广东' });
    expect(data.find((d) => d['hc-key'] === 'cn-zj')?.value).toBe(60);
    expect(data.find((d) => d['hc-key'] === 'cn-tw')?.value).toBeNull();
    // 北京 and 上海 are named by the flyline hubs, not twice.
    expect(data.filter((d) => d.dataLabels?.enabled === false).map((d) => d.name)).toEqual(['北京', '上海']);
    expect(mapOptions(context()).colorAxis).toEqual([expect.objectContaining({ min: 20, max: 100 })]);
  });

  it('without the choropleth, draws plain land and no colour scale', () => {
    const options = mapOptions(context({ choropleth: false }));
    const [regions] = (options.series ?? []) as [SeriesMapOptions];
    expect((regions.data as Array<{ value: number | null }>).every((d) => d.value === null)).toBe(true);
    expect(options.colorAxis).toBeUndefined();
  });

  it('draws a flyline track, a comet and the ends per line; no comet without animation', () => {
    const lines = seriesOf(context()).filter((s) => s.type === 'mapline') as SeriesMaplineOptions[];
    expect(lines.map((s) => s.className ?? 'track')).toEqual(['track', COMET_CLASS]);
    const track = lines[0]!.data as Array<{ name: string; geometry: { type: string; coordinates: number[][] } }>;
    expect(track.map((d) => d.name)).toEqual(['北京 → 广州', '上海 → 成都']);
    expect(track[0]!.geometry.coordinates[0]).toEqual([116.407, 39.904]);
    expect(track[0]!.geometry.coordinates.at(-1)).toEqual([113.264, 23.129]);
    const ends = seriesOf(context()).find((s) => s.type === 'mappoint') as SeriesMappointOptions;
    expect((ends.data as Array<{ name: string }>).map((d) => d.name)).toEqual(['北京', '上海', '广州', '成都']);
    expect(seriesOf(context({}, { animation: false })).filter((s) => s.className === COMET_CLASS)).toEqual([]);
  });

  it('adds bubbles and heat points at every located place when switched on', () => {
    const series = seriesOf(context({ bubbles: true, heatPoints: true, flylines: false }));
    expect(series.map((s) => s.type)).toEqual(['map', 'mapbubble', 'mappoint']);
    const bubbles = series[1]!.data as Array<{ name: string; z: number }>;
    expect(bubbles.map((b) => [b.name, b.z])).toEqual([
      ['广东', 100],
      ['浙江', 60],
      ['四川', 20],
      ['站点A', 7],
    ]);
  });

  it('drilled into a province, draws that province alone with its own points and line ends, and no lines', () => {
    const series = seriesOf(context({ heatPoints: true }, { drilled: 'cn-gd' }));
    const regions = series[0] as SeriesMapOptions;
    expect((regions.data as Array<{ 'hc-key': string }>).map((d) => d['hc-key'])).toEqual(['cn-gd']);
    expect(series.filter((s) => s.type === 'mapline')).toEqual([]);
    const [heat, ends] = series.filter((s) => s.type === 'mappoint') as [SeriesMappointOptions, SeriesMappointOptions];
    expect((heat.data as Array<{ name: string }>).map((d) => d.name)).toEqual(['广东']);
    expect((ends.data as Array<{ name: string }>).map((d) => d.name)).toEqual(['广州']);
    expect(mapOptions(context({}, { drilled: 'cn-gd' })).colorAxis).toBeUndefined();
  });

  it('labels regions in English for the English UI and hides labels when switched off', () => {
    const [regions] = seriesOf(context({}, { language: 'en' })) as [SeriesMapOptions];
    expect((regions.data as Array<{ 'hc-key': string; name: string }>).find((d) => d['hc-key'] === 'cn-gd')?.name).toBe(
      'Guangdong',
    );
    const [unlabelled] = seriesOf(context({ labels: false })) as [SeriesMapOptions];
    expect(unlabelled.dataLabels).toMatchObject({ enabled: false });
  });
});

describe('flyline curve', () => {
  it('runs from one end to the other, bowing to the left of travel', () => {
    const curve = flylineCurve([0, 0], [10, 0], 4);
    expect(curve).toHaveLength(5);
    expect(curve[0]).toEqual([0, 0]);
    expect(curve[4]).toEqual([10, 0]);
    expect(curve[2]![1]).toBeGreaterThan(0);
  });
});

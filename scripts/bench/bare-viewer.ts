import Highcharts, { type Options } from 'highcharts';
import 'highcharts/highcharts-more';
import 'highcharts/modules/boost';
import 'highcharts/modules/solid-gauge';
import 'highcharts/modules/map';
import 'highcharts/css/highcharts-palette.css';
import type * as z from 'zod/mini';
import { cartesianChartSchema, gaugeChartSchema, pieChartSchema, xyChartSchema } from '../../shared/widgets/charts.js';
import { chinaMapSchema } from '../../shared/widgets/maps.js';
import { defaultsOf, readAttr } from '../../shared/widgets/attr.js';
import type { MappingRole } from '../../shared/widgets/data.js';
import type { Sample } from '../../shared/widgets/sample.js';
import { screenTheme } from '../../shared/widgets/themes.js';
import type { ChartContext } from '../../web/src/widgets/charts/common/base';
import { stillOptions } from '../../web/src/widgets/charts/common/still';
import { cartesianOptions } from '../../web/src/widgets/charts/cartesian/options';
import { CITY_ORDERS, MONTHLY_CHANNELS, REGION_PRODUCTS } from '../../web/src/widgets/charts/cartesian/samples';
import { solidGaugeOptions } from '../../web/src/widgets/charts/gauge/options';
import { singleValueData } from '../../web/src/widgets/charts/gauge/samples';
import { pieOptions } from '../../web/src/widgets/charts/pie/options';
import { CHANNEL_SHARE } from '../../web/src/widgets/charts/pie/samples';
import { scatterOptions } from '../../web/src/widgets/charts/scatter/options';
import { CHINA } from '../../web/src/widgets/maps/chinaSource';
import { MAP_ROLES } from '../../web/src/widgets/maps/fields';
import { mapOptions } from '../../web/src/widgets/maps/options';
import { CHINA_SAMPLE } from '../../web/src/widgets/maps/samples';
import { resolveData } from '../../web/src/widgets/data/resolve';
import type { BareScreen } from './bare-screen.js';

/**
 * The viewer's and the editor's benchmark yardstick, run in the browser (bundled by esbuild,
 * served from the published bucket beside `screen.json`): the same screen drawn with no React,
 * Fluent or widget runtime. Charts and maps get the options the product's own pure builders make
 * from the same attributes (read through the same schemas over their defaults) and data (through
 * the same `resolveData`; a widget without data gets its type's sample, as on the canvas), drawn
 * by the same Highcharts build and modules; the other widgets are boxes with their name. With
 * `?still`, charts are drawn at rest, as the editor's canvas draws them; `left`, `top` and `scale`
 * place the screen in the window as the editor places its canvas. Every box carries
 * `data-widget-state="ready"` once drawn, which the benches wait for as they do on ours.
 */
type Build = (context: Omit<ChartContext<unknown>, 'attr'>, attr: Record<string, unknown>) => Options;

/** A chart type as its definition (web/src/widgets/…) pairs schema, builder, roles and sample data. */
interface BareChart {
  build: Build;
  /** Highcharts' constructor for the type, as its renderer names it. */
  factory?: 'mapChart';
  roles: readonly MappingRole[];
  sample?: Sample<Record<string, unknown>>;
}

const withSchema =
  <S extends z.ZodMiniObject>(schema: S, build: (context: ChartContext<z.output<S>>) => Options): Build =>
  (context, attr) =>
    build({ ...context, attr: readAttr(schema, { ...defaultsOf(schema), ...attr }) });

const cartesian = (series: Parameters<typeof cartesianOptions>[0]): Build =>
  withSchema(cartesianChartSchema, cartesianOptions(series));

const SERIES_ROLES = ['category', 'series', 'detail'] as const;

const CHARTS: Readonly<Record<string, BareChart>> = {
  'chart.line': { build: cartesian('line'), roles: SERIES_ROLES, sample: MONTHLY_CHANNELS },
  'chart.spline': { build: cartesian('spline'), roles: SERIES_ROLES, sample: MONTHLY_CHANNELS },
  'chart.area': { build: cartesian('areaspline'), roles: SERIES_ROLES, sample: MONTHLY_CHANNELS },
  'chart.column': { build: cartesian('column'), roles: SERIES_ROLES, sample: REGION_PRODUCTS },
  'chart.bar': { build: cartesian('bar'), roles: SERIES_ROLES, sample: CITY_ORDERS },
  'chart.scatter': { build: withSchema(xyChartSchema, scatterOptions), roles: ['category', 'series'] },
  'chart.pie': {
    build: withSchema(pieChartSchema, pieOptions),
    roles: ['category', 'value', 'detail'],
    sample: CHANNEL_SHARE,
  },
  'chart.gauge': {
    build: withSchema(gaugeChartSchema, solidGaugeOptions),
    roles: ['value'],
    sample: () => singleValueData(72),
  },
  'map.china': {
    build: withSchema(chinaMapSchema, (context) =>
      mapOptions({ ...context, map: CHINA, language: 'en', drilled: null }),
    ),
    factory: 'mapChart',
    roles: MAP_ROLES,
    sample: CHINA_SAMPLE,
  },
};
const QUERY = new URLSearchParams(location.search);
const STILL = QUERY.has('still');

async function draw(): Promise<void> {
  const screen = (await (await fetch('screen.json')).json()) as BareScreen;
  const theme = screenTheme(screen.background.theme);
  const root = document.getElementById('screen')!;
  Object.assign(root.style, {
    position: 'absolute',
    left: '0',
    top: '0',
    width: `${screen.width}px`,
    height: `${screen.height}px`,
    overflow: 'hidden',
    background: screen.background.color,
  });
  if (QUERY.has('scale'))
    Object.assign(root.style, {
      left: `${QUERY.get('left')}px`,
      top: `${QUERY.get('top')}px`,
      transform: `scale(${QUERY.get('scale')})`,
      transformOrigin: '0 0',
    });
  for (const widget of [...screen.widgets].sort((a, b) => a.z - b.z)) {
    const box = document.createElement('div');
    Object.assign(box.style, {
      position: 'absolute',
      boxSizing: 'border-box',
      left: `${widget.x}px`,
      top: `${widget.y}px`,
      width: `${widget.w}px`,
      height: `${widget.h}px`,
      contain: 'strict',
      color: theme.text,
    });
    root.append(box);
    const chart = CHARTS[widget.type];
    const source = widget.data ?? chart?.sample?.('en');
    if (chart && source) {
      const data = resolveData(source, chart.roles);
      if (!data.binding) throw new Error(`widget ${widget.id}: invalid binding`);
      const options = chart.build(
        { rows: data.rows, binding: data.binding, theme, width: widget.w, height: widget.h, animation: true },
        widget.attr,
      );
      Highcharts[chart.factory ?? 'chart'](box, STILL ? stillOptions(options) : options);
    } else box.textContent = widget.name;
    box.setAttribute('data-widget-state', 'ready');
  }
}

void draw();

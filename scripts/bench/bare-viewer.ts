import Highcharts, { type Options } from 'highcharts';
import 'highcharts/highcharts-more';
import 'highcharts/modules/boost';
import 'highcharts/css/highcharts-palette.css';
import { cartesianChartSchema, xyChartSchema } from '../../shared/widgets/charts.js';
import { defaultsOf, readAttr } from '../../shared/widgets/attr.js';
import { screenTheme } from '../../shared/widgets/themes.js';
import type { ChartContext } from '../../web/src/widgets/charts/common/base';
import { cartesianOptions } from '../../web/src/widgets/charts/cartesian/options';
import { scatterOptions } from '../../web/src/widgets/charts/scatter/options';
import { resolveData } from '../../web/src/widgets/data/resolve';
import type { BareScreen } from './bare-screen.js';

/**
 * The viewer benchmark's yardstick, run in the browser (bundled by esbuild, served from the
 * published bucket beside `screen.json`): the same screen drawn with no React, Fluent or widget
 * runtime. Charts get the options the product's own pure builders make from the same attributes
 * (read through the same schemas over their defaults) and data (through the same `resolveData`),
 * drawn by the same Highcharts build and modules; the other widgets are boxes with their name.
 * Every box carries `data-widget-state="ready"` once drawn, which the bench waits for as it does
 * on ours.
 */
type Build = (context: Omit<ChartContext<unknown>, 'attr'>, attr: Record<string, unknown>) => Options;

const cartesian =
  (series: Parameters<typeof cartesianOptions>[0]): Build =>
  (context, attr) =>
    cartesianOptions(series)({
      ...context,
      attr: readAttr(cartesianChartSchema, { ...defaultsOf(cartesianChartSchema), ...attr }),
    });

/** As the chart definitions (web/src/widgets/charts/cartesian/*.ts, scatter/scatter.ts) pair type and builder. */
const BUILDERS: Readonly<Record<string, Build>> = {
  'chart.line': cartesian('line'),
  'chart.spline': cartesian('spline'),
  'chart.area': cartesian('areaspline'),
  'chart.column': cartesian('column'),
  'chart.bar': cartesian('bar'),
  'chart.scatter': (context, attr) =>
    scatterOptions({ ...context, attr: readAttr(xyChartSchema, { ...defaultsOf(xyChartSchema), ...attr }) }),
};
/** Every type above maps categories and series (their definitions' `roles`). */
const ROLES = ['category', 'series'] as const;

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
    const build = BUILDERS[widget.type];
    if (build && widget.data) {
      const data = resolveData(widget.data, ROLES);
      if (!data.binding) throw new Error(`widget ${widget.id}: invalid binding`);
      const options = build(
        { rows: data.rows, binding: data.binding, theme, width: widget.w, height: widget.h, animation: true },
        widget.attr,
      );
      Highcharts.chart(box, options);
    } else box.textContent = widget.name;
    box.setAttribute('data-widget-state', 'ready');
  }
}

void draw();

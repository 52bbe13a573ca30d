import type { Options } from 'highcharts';
import type { GaugeChartAttr } from '../../../../../shared/widgets/charts.js';
import { singleValue } from '../../data/mapping';
import { chartFontSize, seriesColours, withBase, type ChartContext } from '../common/base';

/** The value clamped into [min, max] (a gauge never draws outside its arc). */
export function gaugeValue(context: ChartContext<GaugeChartAttr>): number {
  const { attr, rows, binding } = context;
  const value = singleValue(rows, binding.mapping) ?? attr.min;
  return Math.min(Math.max(value, Math.min(attr.min, attr.max)), Math.max(attr.min, attr.max));
}

/** The value's text size: a gauge is read from across the room. */
export function gaugeValueSize({ width, height }: ChartContext<GaugeChartAttr>, font: number): number {
  return Math.round(Math.max(font * 2.2, Math.min(width, height) * 0.13));
}

function valueLabel(context: ChartContext<GaugeChartAttr>, font: number): string {
  const { attr, theme } = context;
  const value = gaugeValue(context);
  const size = gaugeValueSize(context, font);
  const label = attr.label
    ? `<div style="font-size:${Math.round(Math.max(font, size * 0.4))}px;color:${theme.mutedText};margin-top:${font * 0.2}px">${escapeHtml(attr.label)}</div>`
    : '';
  return `<div style="text-align:center"><span style="font-size:${size}px;font-weight:600;color:${theme.text}">${+value.toFixed(2)}</span><span style="font-size:${Math.round(size * 0.45)}px;color:${theme.mutedText}">${escapeHtml(attr.unit)}</span>${label}</div>`;
}

/** Text for Highcharts' HTML labels (user-written labels and units). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Solid gauge: a 240° arc filled up to the value, coloured along the theme's scale. */
export function solidGaugeOptions(context: ChartContext<GaugeChartAttr>): Options {
  const { attr, theme, width, height } = context;
  const font = chartFontSize(width, height);
  const colours = seriesColours(attr, theme);
  return withBase(context, {
    chart: { type: 'solidgauge' },
    pane: {
      startAngle: -120,
      endAngle: 120,
      size: '95%',
      center: ['50%', '58%'],
      background: [
        {
          backgroundColor: theme.track,
          borderWidth: 0,
          innerRadius: '76%',
          outerRadius: '100%',
          shape: 'arc',
          borderRadius: '50%',
        },
      ],
    },
    tooltip: { enabled: false },
    yAxis: {
      min: attr.min,
      max: attr.max,
      lineWidth: 0,
      tickWidth: 0,
      minorTickInterval: undefined,
      tickAmount: 2,
      labels: { distance: -font * 0.2, y: font * 1.4, style: { color: theme.mutedText, fontSize: `${font}px` } },
      stops: attr.colors.length
        ? [
            [0, colours[0]!],
            [1, colours[1] ?? colours[0]!],
          ]
        : [
            [0, theme.scale[1]],
            [1, theme.scale[2]],
          ],
    },
    plotOptions: {
      solidgauge: {
        innerRadius: '76%',
        rounded: true,
        dataLabels: {
          enabled: true,
          useHTML: true,
          borderWidth: 0,
          y: -Math.round(gaugeValueSize(context, font) * (context.attr.label ? 0.9 : 0.6)),
          format: valueLabel(context, font),
        },
      },
    },
    series: [{ type: 'solidgauge', name: attr.label, data: [gaugeValue(context)] }],
  });
}

/** Dial gauge: ticks, a three-colour band and a needle. */
export function dialGaugeOptions(context: ChartContext<GaugeChartAttr>): Options {
  const { attr, theme, width, height } = context;
  const font = chartFontSize(width, height);
  const colours = seriesColours(attr, theme);
  const span = attr.max - attr.min;
  const band = (from: number, to: number, color: string) => ({
    from: attr.min + span * from,
    to: attr.min + span * to,
    color,
    thickness: '10%',
    borderRadius: '50%',
  });
  return withBase(context, {
    chart: { type: 'gauge' },
    pane: {
      startAngle: -130,
      endAngle: 130,
      size: '92%',
      center: ['50%', '55%'],
      background: [{ backgroundColor: 'transparent', borderWidth: 0 }],
    },
    tooltip: { enabled: false },
    yAxis: {
      min: attr.min,
      max: attr.max,
      tickPixelInterval: Math.max(40, font * 4),
      tickPosition: 'inside',
      tickLength: font * 0.9,
      tickWidth: 2,
      tickColor: theme.mutedText,
      minorTickInterval: 'auto',
      minorTickLength: font * 0.4,
      minorTickColor: theme.axis,
      minorTickPosition: 'inside',
      lineWidth: 0,
      labels: { distance: -font * 2.4, style: { color: theme.mutedText, fontSize: `${font}px` } },
      plotBands: [
        band(0, 0.6, colours[0]!),
        band(0.6, 0.85, colours[2 % colours.length]!),
        band(0.85, 1, colours[4 % colours.length]!),
      ],
    },
    plotOptions: {
      gauge: {
        dial: {
          radius: '78%',
          backgroundColor: theme.text,
          baseWidth: font * 0.7,
          topWidth: 1,
          baseLength: '0%',
          rearLength: '0%',
        },
        pivot: { radius: font * 0.45, backgroundColor: theme.text },
        dataLabels: {
          enabled: true,
          useHTML: true,
          borderWidth: 0,
          y: Math.round(gaugeValueSize(context, font) * 0.5),
          format: valueLabel(context, font),
        },
      },
    },
    series: [{ type: 'gauge', name: attr.label, data: [gaugeValue(context)] }],
  });
}

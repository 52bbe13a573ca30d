import type { Options } from 'highcharts';
import type { GaugeChartAttr } from '../../../../../shared/widgets/charts.js';
import { chartFontSize, seriesColours, withBase, type ChartContext } from '../common/base';
import { escapeHtml, gaugeValue, gaugeValueSize } from '../gauge/options';

/** The share of [min, max] a value covers, 0…1. */
export function progressShare(value: number, min: number, max: number): number {
  return max === min ? 0 : Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/** Progress ring: a full circle track, the share of [min, max] as a rounded arc, the percentage inside. */
export function progressOptions(context: ChartContext<GaugeChartAttr>): Options {
  const { attr, theme, width, height } = context;
  const font = chartFontSize(width, height);
  const value = gaugeValue(context);
  const percent = Math.round(progressShare(value, attr.min, attr.max) * 1000) / 10;
  const colour = seriesColours(attr, theme)[0]!;
  const size = gaugeValueSize(context, font);
  const label = attr.label
    ? `<div style="font-size:${Math.round(Math.max(font, size * 0.4))}px;color:${theme.mutedText}">${escapeHtml(attr.label)}</div>`
    : '';
  return withBase(context, {
    chart: { type: 'solidgauge' },
    pane: {
      startAngle: 0,
      endAngle: 360,
      size: '92%',
      background: [{ backgroundColor: theme.track, borderWidth: 0, innerRadius: '80%', outerRadius: '100%' }],
    },
    tooltip: { enabled: false },
    yAxis: { min: 0, max: 100, lineWidth: 0, tickPositions: [], stops: undefined },
    plotOptions: {
      solidgauge: {
        innerRadius: '80%',
        rounded: true,
        color: colour,
        dataLabels: {
          enabled: true,
          useHTML: true,
          borderWidth: 0,
          y: -Math.round(size * (attr.label ? 0.9 : 0.6)),
          format: `<div style="text-align:center"><span style="font-size:${size}px;font-weight:600;color:${theme.text}">${percent}</span><span style="font-size:${Math.round(size * 0.45)}px;color:${theme.mutedText}">%</span>${label}</div>`,
        },
      },
    },
    series: [{ type: 'solidgauge', name: attr.label, data: [{ y: percent, color: colour }] }],
  });
}

import { memo, useMemo } from 'react';
import Highcharts from 'highcharts';
// The palette's CSS variables, once per page (the charts' options turn off Highcharts' own injection).
import 'highcharts/css/highcharts-palette.css';
import { HighchartsReact } from 'highcharts-react-official';
import { useReducedMotion } from '../../../hooks/useReducedMotion';
import type { WidgetRenderProps } from '../../types';
import type { OptionsBuilder } from './base';
import { useChartStyles } from './chartStyles';

/** Where the screen is live, a click on a point reports its category (or name) and value. */
function withPointClicks(options: Highcharts.Options, emit: NonNullable<WidgetRenderProps['emit']>): Highcharts.Options {
  const series = options.plotOptions?.series;
  return {
    ...options,
    plotOptions: {
      ...options.plotOptions,
      series: {
        ...series,
        cursor: 'pointer',
        point: {
          ...series?.point,
          events: {
            ...series?.point?.events,
            click(this: Highcharts.Point) {
              const category = typeof this.category === 'string' ? this.category : this.name;
              emit('click', { category: category || undefined, value: this.y ?? undefined });
            },
          },
        },
      },
    },
  };
}

/**
 * The Highcharts renderer of a chart type: builds options with the type's pure builder from the
 * attributes (already read through the type's schema) and data, and draws them at the box size.
 * This module, and Highcharts with it, loads only with the first chart on a screen.
 */
export function chartRenderer<A>(build: OptionsBuilder<A>) {
  function ChartWidget({ attr, width, height, theme, data, emit }: WidgetRenderProps) {
    const styles = useChartStyles();
    const reducedMotion = useReducedMotion();
    const options = useMemo(() => {
      // The frame read `attr` through the schema this builder is registered with.
      const built = data.binding ? build({ attr: attr as A, rows: data.rows, binding: data.binding, theme, width, height, animation: !reducedMotion }) : null;
      return built && emit ? withPointClicks(built, emit) : built;
    }, [attr, data, theme, width, height, reducedMotion, emit]);
    // A stable object: HighchartsReact updates the chart whenever its containerProps change.
    const containerProps = useMemo(() => ({ className: styles.chart }), [styles.chart]);
    if (!options) return null;
    // A new theme draws a new chart: updating colour axes in place left heatmap cells unpainted.
    return <HighchartsReact key={theme.id} highcharts={Highcharts} options={options} containerProps={containerProps} />;
  }
  return memo(ChartWidget);
}

import { memo, useMemo, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import Highcharts from 'highcharts';
// The palette's CSS variables, once per page (the charts' options turn off Highcharts' own injection).
import 'highcharts/css/highcharts-palette.css';
import { HighchartsReact } from 'highcharts-react-official';
import { useTranslation } from 'react-i18next';
import { drillLevel, drills } from '../../data/drilldown';
import { useReducedMotion, useStill } from '../../../hooks/useReducedMotion';
import type { WidgetRenderProps } from '../../types';
import { chartFontSize, type OptionsBuilder } from './base';
import { chartLabel, useChartLabel } from './chartLabel';
import { useChartStyles } from './chartStyles';
import { stillOptions } from './still';

type PointClick = (category: string | undefined, value: number | undefined) => void;

/** A click on a point reports its category (or name) and value: to the screen's interactions where it is live, and to drill-down. */
function withPointClicks(options: Highcharts.Options, onClick: PointClick): Highcharts.Options {
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
              onClick(category || undefined, this.y ?? undefined);
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
 * With a detail field in the mapping, a click on a category drills down to its detail rows and a
 * button goes back; like a map's drill-down, this is view state, never saved.
 * This module, and Highcharts with it, loads only with the first chart on a screen.
 */
export function chartRenderer<A>(build: OptionsBuilder<A>) {
  function ChartWidget({ widget, attr, width, height, theme, data, emit }: WidgetRenderProps) {
    const styles = useChartStyles();
    const chartRef = useChartLabel(chartLabel(attr.title, widget.attr.globeStyle.name));
    const { t } = useTranslation();
    const reducedMotion = useReducedMotion();
    const [drilledInto, setDrilled] = useState<string | null>(null);
    const mapping = data.binding?.mapping;
    const drillable = mapping !== undefined && drills(mapping);
    const level = useMemo(
      () => (data.binding ? drillLevel(data.rows, data.binding.mapping, drilledInto) : null),
      [data, drilledInto],
    );
    // Drilled while the data still has the category (a poll may take it away).
    const drilled = level && mapping && level.mapping !== mapping ? drilledInto : null;
    const still = useStill();
    const options = useMemo(() => {
      if (!data.binding || !level) return null;
      // The frame read `attr` through the schema this builder is registered with.
      const built = build({
        attr: attr as A,
        rows: level.rows,
        binding: { ...data.binding, mapping: level.mapping },
        theme,
        width,
        height,
        animation: !reducedMotion,
      });
      // The editor's canvas draws charts at rest (a click there selects the widget).
      if (still) return stillOptions(built);
      const drillsOnClick = drillable && drilled === null;
      if (!emit && !drillsOnClick) return built;
      return withPointClicks(built, (category, value) => {
        if (drillsOnClick && category !== undefined) setDrilled(category);
        emit?.('click', { category, value });
      });
    }, [attr, data.binding, level, theme, width, height, reducedMotion, still, emit, drillable, drilled]);
    // A stable object: HighchartsReact updates the chart whenever its containerProps change.
    const containerProps = useMemo(() => ({ className: styles.chart }), [styles.chart]);
    if (!options) return null;
    return (
      <>
        {/* A new theme draws a new chart: updating colour axes in place left heatmap cells unpainted. */}
        <HighchartsReact
          ref={chartRef}
          key={theme.id}
          highcharts={Highcharts}
          options={options}
          containerProps={containerProps}
        />
        {drilled !== null && (
          <Button
            className={styles.back}
            size="small"
            appearance="secondary"
            icon={<ArrowLeft20Regular />}
            onClick={() => setDrilled(null)}
            data-drilled={drilled}
            style={{ fontSize: chartFontSize(width, height) * 0.85 }}
          >
            {t('widgets.drilldown.back', { category: drilled })}
          </Button>
        )}
      </>
    );
  }
  return memo(ChartWidget);
}

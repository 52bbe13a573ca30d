import { memo, useMemo, useState } from 'react';
import { Button, mergeClasses } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import Highcharts from 'highcharts';
// The palette's CSS variables, once per page (the charts' options turn off Highcharts' own injection).
import 'highcharts/css/highcharts-palette.css';
import 'highcharts/modules/map';
import { HighchartsReact } from 'highcharts-react-official';
import { useTranslation } from 'react-i18next';
import { pickLanguage } from '../../../../shared/errors/catalogue.js';
import type { MapAttr } from '../../../../shared/widgets/maps.js';
import { useReducedMotion, useStill } from '../../hooks/useReducedMotion';
import { stillOptions } from '../charts/common/still';
import { chartLabel, useChartLabel } from '../charts/common/chartLabel';
import type { WidgetRenderProps } from '../types';
import type { MapSource } from './context';
import { useMapStyles } from './mapStyles';
import { mapOptions } from './options';
import { regionLabel } from './regions/catalogue';

/**
 * The Highcharts Maps renderer of a base map. Drill-down is view state, never saved: a click on a
 * region shows it alone (when the type allows it) and a button goes back to the whole map.
 */
export function mapRenderer(source: MapSource) {
  function MapWidget({ widget, attr, width, height, theme, data, emit }: WidgetRenderProps) {
    const styles = useMapStyles();
    const reducedMotion = useReducedMotion();
    const still = useStill();
    const { t, i18n } = useTranslation();
    const language = pickLanguage(i18n.language);
    // The frame read `attr` through the map type's schema.
    const mapAttr = attr as MapAttr;
    const chartRef = useChartLabel(chartLabel(mapAttr.title, widget.attr.globeStyle.name));
    const [drilledKey, setDrilled] = useState<string | null>(null);
    const drilled = mapAttr.drillDown ? drilledKey : null;
    // A region click drills down (when on) and, where the screen is live, reports the region as
    // the data names it (so a chart listening in the same group filters by the same name).
    const onRegionClick = useMemo(() => {
      const drills = mapAttr.drillDown && !drilled;
      if (!drills && !emit) return undefined;
      return (key: string) => {
        if (drills) setDrilled(key);
        const category = data.binding?.mapping.category ?? '';
        const row = data.rows.find((r) => source.catalogue.find(String(r[category] ?? ''))?.key === key);
        const region = source.catalogue.regions.find((r) => r.key === key);
        emit?.('click', {
          category: row ? String(row[category]) : region ? regionLabel(region, language) : key,
          value:
            typeof row?.[data.binding?.mapping.value ?? ''] === 'number'
              ? (row[data.binding?.mapping.value ?? ''] as number)
              : undefined,
        });
      };
    }, [mapAttr.drillDown, drilled, emit, data, language]);
    const options = useMemo(() => {
      if (!data.binding) return null;
      const built = mapOptions({
        attr: mapAttr,
        rows: data.rows,
        binding: data.binding,
        theme,
        width,
        height,
        animation: !reducedMotion,
        map: source,
        language,
        drilled,
        onRegionClick: still ? undefined : onRegionClick,
      });
      return still ? stillOptions(built) : built;
    }, [mapAttr, data, theme, width, height, reducedMotion, still, language, drilled, onRegionClick]);
    if (!options) return null;
    const region = drilled ? source.catalogue.regions.find((r) => r.key === drilled) : undefined;
    return (
      <>
        <HighchartsReact
          ref={chartRef}
          key={drilled ?? 'all'}
          highcharts={Highcharts}
          constructorType="mapChart"
          options={options}
          containerProps={{
            className: mergeClasses(styles.chart, !reducedMotion && styles.animated),
            'data-map-region': drilled ?? undefined,
          }}
        />
        {region && (
          <Button
            className={styles.back}
            size="small"
            appearance="secondary"
            icon={<ArrowLeft20Regular />}
            onClick={() => setDrilled(null)}
            data-map-back
          >
            {t('widgets.map.back', { region: regionLabel(region, language) })}
          </Button>
        )}
      </>
    );
  }
  return memo(MapWidget);
}

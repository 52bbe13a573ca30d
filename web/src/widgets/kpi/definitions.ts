import { paletteIcon } from '../paletteIcon';
import { staticData } from '../../../../shared/widgets/data.js';
import { KPI_AGGREGATES, KPI_ALIGNMENTS, KPI_ANIMATIONS, kpiSchema } from '../../../../shared/widgets/kpi.js';
import { pick } from '../../../../shared/widgets/sample.js';
import { boundNumber, choice, colour, number, text, toggle } from '../common/fields';
import { defineWidget } from '../definition';

export const kpiNumber = defineWidget({
  type: 'kpi.number',
  labelKey: 'editor.widgets.kpiNumber',
  category: 'kpiText',
  family: 'kpi',
  icon: paletteIcon('NumberSymbol20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.KpiThumbnail),
  size: [380, 150],
  schema: kpiSchema,
  sample: (language) => ({ label: pick(['今日订单', 'Orders today'], language), aggregate: 'sum' as const }),
  form: [
    text('label'),
    boundNumber('value', -1e15, 1e15, 0.01),
    choice('aggregate', 'kpiAggregates', KPI_AGGREGATES),
    text('prefix', 16),
    text('suffix', 16),
    number('decimals', -1, 6),
    toggle('thousands'),
    choice('animation', 'kpiAnimations', KPI_ANIMATIONS),
    number('duration', 0.1, 10, 0.1),
    toggle('tiles'),
    choice('align', 'alignments', KPI_ALIGNMENTS),
    colour(),
    toggle('card'),
  ],
  data: { defaults: staticData([{ value: 128430 }], { value: 'value' }), roles: ['value'] },
  load: () => import('./KpiNumber').then((m) => m.KpiNumber),
});

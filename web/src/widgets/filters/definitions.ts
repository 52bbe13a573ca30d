import { paletteIcon } from '../paletteIcon';
import {
  TIME_PRESETS,
  buttonGroupSchema,
  dateRangeSchema,
  dateSchema,
  multiSelectSchema,
  searchSchema,
  selectSchema,
  sliderSchema,
  tabsSchema,
  timeRangeSchema,
} from '../../../../shared/widgets/filters.js';
import { pick, pickEach, type Both } from '../../../../shared/widgets/sample.js';
import { choice, number, text } from '../common/fields';
import { defineWidget } from '../definition';
import type { AttrField } from '../types';

/**
 * The filters and controls. Every one publishes `field` to `commGroup` (wired later); option
 * lists have no form field kind yet, so the panel edits them as JSON.
 */
const PUBLISHING: readonly AttrField[] = [text('commGroup', 64), text('field', 64)];
const REGIONS: readonly Both[] = [
  ['全部地区', 'All regions'],
  ['华东', 'East China'],
  ['华北', 'North China'],
  ['华南', 'South China'],
  ['西部', 'West China'],
];
const TABS: readonly Both[] = [
  ['总览', 'Overview'],
  ['销售', 'Sales'],
  ['运营', 'Operations'],
  ['服务', 'Service'],
];
const PERIODS: readonly Both[] = [
  ['日', 'Day'],
  ['周', 'Week'],
  ['月', 'Month'],
  ['年', 'Year'],
];

export const selectFilter = defineWidget({
  type: 'filter.select',
  labelKey: 'editor.widgets.filterSelect',
  category: 'filters',
  icon: paletteIcon('Filter20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.SelectThumbnail),
  size: [280, 52],
  schema: selectSchema,
  sample: (language) => ({ options: pickEach(REGIONS, language) }),
  form: [...PUBLISHING, text('value'), text('placeholder')],
  load: () => import('./Select').then((m) => m.Select),
});

export const multiSelectFilter = defineWidget({
  type: 'filter.multiselect',
  labelKey: 'editor.widgets.filterMultiselect',
  category: 'filters',
  icon: paletteIcon('MultiselectLtr20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.MultiSelectThumbnail),
  size: [360, 52],
  schema: multiSelectSchema,
  sample: (language) => {
    const options = pickEach(REGIONS.slice(1), language);
    return { options, values: [options[0]!, options[2]!] };
  },
  form: [...PUBLISHING, text('placeholder')],
  load: () => import('./MultiSelect').then((m) => m.MultiSelect),
});

export const dateFilter = defineWidget({
  type: 'filter.date',
  labelKey: 'editor.widgets.filterDate',
  category: 'filters',
  icon: paletteIcon('CalendarLtr20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.DateThumbnail),
  size: [280, 52],
  schema: dateSchema,
  form: [...PUBLISHING, text('value', 10)],
  load: () => import('./DateInputs').then((m) => m.DateFilter),
});

export const dateRangeFilter = defineWidget({
  type: 'filter.dateRange',
  labelKey: 'editor.widgets.filterDateRange',
  category: 'filters',
  icon: paletteIcon('CalendarArrowRight20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.DateRangeThumbnail),
  size: [440, 52],
  schema: dateRangeSchema,
  form: [...PUBLISHING, text('from', 10), text('to', 10)],
  load: () => import('./DateInputs').then((m) => m.DateRange),
});

export const tabsFilter = defineWidget({
  type: 'filter.tabs',
  labelKey: 'editor.widgets.filterTabs',
  category: 'filters',
  icon: paletteIcon('Tabs20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.TabsThumbnail),
  size: [480, 52],
  schema: tabsSchema,
  sample: (language) => ({ options: pickEach(TABS, language) }),
  form: [...PUBLISHING, text('value')],
  load: () => import('./Choices').then((m) => m.Tabs),
});

export const buttonGroupFilter = defineWidget({
  type: 'filter.buttons',
  labelKey: 'editor.widgets.filterButtons',
  category: 'filters',
  icon: paletteIcon('Options20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.ButtonGroupThumbnail),
  size: [360, 52],
  schema: buttonGroupSchema,
  sample: (language) => ({ options: pickEach(PERIODS, language), value: pick(PERIODS[1]!, language) }),
  form: [...PUBLISHING, text('value')],
  load: () => import('./Choices').then((m) => m.ButtonGroup),
});

export const searchFilter = defineWidget({
  type: 'filter.search',
  labelKey: 'editor.widgets.filterSearch',
  category: 'filters',
  icon: paletteIcon('Search20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.SearchThumbnail),
  size: [420, 52],
  schema: searchSchema,
  form: [...PUBLISHING, text('placeholder'), text('value', 200)],
  load: () => import('./Search').then((m) => m.Search),
});

export const sliderFilter = defineWidget({
  type: 'filter.slider',
  labelKey: 'editor.widgets.filterSlider',
  category: 'filters',
  icon: paletteIcon('SlideSize20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.SliderThumbnail),
  size: [400, 52],
  schema: sliderSchema,
  attr: { unit: '%' },
  form: [
    ...PUBLISHING,
    number('min', -1e12, 1e12, 0.01),
    number('max', -1e12, 1e12, 0.01),
    number('step', 0.0001, 1e12, 0.01),
    number('value', -1e12, 1e12, 0.01),
    text('unit', 16),
  ],
  load: () => import('./Slider').then((m) => m.Slider),
});

export const timeRangeFilter = defineWidget({
  type: 'filter.timeRange',
  labelKey: 'editor.widgets.filterTimeRange',
  category: 'filters',
  icon: paletteIcon('History20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.TimeRangeThumbnail),
  size: [560, 88],
  schema: timeRangeSchema,
  form: [...PUBLISHING, choice('value', 'timePresets', TIME_PRESETS)],
  load: () => import('./TimeRange').then((m) => m.TimeRange),
});

import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/errors/catalogue.js';
import { TEMPLATES } from '../../../shared/screen/templates/index.js';
import type { StaticBinding } from '../../../shared/widgets/data.js';
import { screenTheme } from '../../../shared/widgets/themes.js';
import { otherLanguage, widgetTexts } from '../../../shared/widgets/sample-language.js';
import { glyphOf, newWidget, widgetDefinition, widgetFamily, WIDGETS } from './registry';
import { widgetAttr, widgetData } from './runtime/resolveWidget';

const CHART_TYPES = [
  'chart.line',
  'chart.spline',
  'chart.area',
  'chart.area.stacked',
  'chart.column',
  'chart.column.stacked',
  'chart.bar',
  'chart.bar.stacked',
  'chart.combo',
  'chart.pie',
  'chart.donut',
  'chart.rose',
  'chart.scatter',
  'chart.bubble',
  'chart.radar',
  'chart.gauge',
  'chart.gauge.dial',
  'chart.funnel',
  'chart.heatmap',
  'chart.treemap',
  'chart.sankey',
  'chart.wordcloud',
  'chart.liquid',
  'chart.progress',
];

describe('the component library', () => {
  it('has every chart type of the product and keeps the types documents already use', () => {
    const types = WIDGETS.map((d) => d.type);
    expect(new Set(types).size).toBe(types.length);
    for (const type of [
      ...CHART_TYPES,
      'map.china',
      'map.world',
      'kpi.number',
      'table.scroll',
      'decor.titlebar',
      'clock',
      'filter.tabs',
    ])
      expect(types).toContain(type);
    expect(WIDGETS.filter((d) => d.category === 'charts').map((d) => d.type)).toEqual(CHART_TYPES);
  });

  it('gives every chart a schema, a form, and sample data in both languages that is ready to draw', () => {
    for (const type of CHART_TYPES) {
      const definition = widgetDefinition(type)!;
      expect(definition.schema?.parse(definition.defaultAttr)).toEqual(definition.defaultAttr);
      expect(definition.form?.length).toBeGreaterThan(0);
      const { widget } = newWidget(type, 'w1', 'Chart', { x: 500, y: 400 }, 'en');
      expect(widgetData(definition, widget.data, 'en').status, type).toBe('ready');
      expect(widgetAttr(definition, widget.attr)).toEqual({
        ...definition.defaultAttr,
        ...definition.sampleAttr?.('en'),
      });
    }
  });

  it('keeps the stacked variants stacked even when a stored widget says nothing about stacking', () => {
    const definition = widgetDefinition('chart.column.stacked')!;
    expect(widgetAttr(definition, { globeStyle: { name: 'x' } })).toMatchObject({ stacking: 'normal' });
  });

  it('gives new widgets sample labels but reads stored widgets without them (a gauge of 0…10 is not in percent)', () => {
    const gauge = widgetDefinition('chart.gauge')!;
    expect(newWidget('chart.gauge', 'g', 'Gauge', { x: 0, y: 0 }, 'zh').widget.attr).toMatchObject({
      unit: '%',
      label: '完成率',
    });
    expect(widgetAttr(gauge, { globeStyle: { name: 'x' }, max: 10 })).toMatchObject({ unit: '', max: 10 });
  });

  it('creates every type’s sample content in the editor’s language only', () => {
    const foreign: string[] = [];
    for (const { type } of WIDGETS) {
      for (const [language, name] of [
        ['zh', '组件'],
        ['en', 'Widget'],
      ] as const) {
        const { widget } = newWidget(type, 'w1', name, { x: 0, y: 0 }, language);
        for (const text of widgetTexts(widget))
          foreign.push(...otherLanguage(text, language).map((word) => `${type} ${language}: ${word}`));
      }
    }
    expect(foreign).toEqual([]);
    const labels = (language: Language) => ({
      kpi: newWidget('kpi.number', 'k', 'KPI', { x: 0, y: 0 }, language).widget.attr.label,
      options: newWidget('filter.select', 's', 'Select', { x: 0, y: 0 }, language).widget.attr.options,
      header: (newWidget('table.scroll', 't', 'Table', { x: 0, y: 0 }, language).widget.data as StaticBinding).transform
        .rename,
    });
    expect(labels('zh')).toMatchObject({ kpi: '今日订单', options: ['全部地区', '华东', '华北', '华南', '西部'] });
    expect(labels('en')).toMatchObject({ kpi: 'Orders today', header: { site: 'Site', level: 'Level' } });
  });

  it('shows a type’s sample data until a binding exists', () => {
    expect(widgetData(widgetDefinition('chart.pie'), {}, 'zh')).toMatchObject({
      status: 'ready',
      rows: [{ channel: '直销', sales: 3350 }, { channel: '渠道伙伴' }, {}, {}, {}],
    });
    expect(widgetData(widgetDefinition('chart.pie'), {}, 'en').rows[0]).toEqual({ channel: 'Direct', sales: 3350 });
    expect(widgetData(widgetDefinition('kpi.number'), {}, 'en').status).toBe('ready');
  });

  it('classifies widget types into families and glyphs', () => {
    expect(widgetFamily('chart.pie')).toBe('chart');
    expect(glyphOf('chart.pie')).toBe('pie');
    expect(glyphOf('chart.radar')).toBe('column');
    expect(widgetFamily('table.ranking')).toBe('table');
    expect(glyphOf('decor.titlebar')).toBe('title');
    expect(widgetFamily('clock')).toBe('text');
    expect(widgetFamily('something.new')).toBe('other');
  });

  it('draws a type it does not know in the family of its namespace', () => {
    expect([widgetFamily('chart.future'), glyphOf('chart.future')]).toEqual(['chart', 'column']);
    expect([widgetFamily('decor.line'), glyphOf('decor.line')]).toEqual(['decor', 'border']);
    expect([widgetFamily('kpi.sparkline'), glyphOf('kpi.sparkline')]).toEqual(['kpi', 'kpi']);
    expect([widgetFamily('filter.future'), glyphOf('filter.future')]).toEqual(['other', 'block']);
  });

  it('renders the charts of every built-in template with their own data', () => {
    for (const template of TEMPLATES) {
      for (const [language, document] of Object.entries(template.documents)) {
        expect(screenTheme(document.config.background.theme).id).toBe(document.config.background.theme);
        for (const widget of Object.values(document.widgets).filter((w) => w.type.startsWith('chart.'))) {
          expect(
            widgetData(widgetDefinition(widget.type), widget.data, 'zh').status,
            `${template.id} ${language} ${widget.type}`,
          ).toBe('ready');
        }
      }
    }
  });
});

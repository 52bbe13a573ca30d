import { describe, expect, it } from 'vitest';
import { dataBindingSchema } from '../../widgets/data.js';
import { findTemplate } from './index.js';
import { bindLiveData, SAMPLE_APIS } from './live.js';

const template = (id: string) => {
  const found = findTemplate(id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
};

describe('templates with sample data APIs', () => {
  it('bind the widgets naming an API the tenant has, with its columns and display names', () => {
    const retail = template('retail-channels');
    const live = retail.live.zh;
    const ids = new Map([[SAMPLE_APIS.byRegion, 'api-region']]);
    const bound = bindLiveData(retail.documents.zh, live, ids);
    const [regionWidget] = Object.entries(live).find(([, wanted]) => wanted.api === SAMPLE_APIS.byRegion) ?? [];
    const binding = dataBindingSchema.parse(bound.widgets[regionWidget!]!.data);
    expect(binding.source).toBe('api');
    if (binding.source !== 'api') return;
    expect(binding.api.api_id).toBe('api-region');
    expect(binding.mapping.category).toBe('region');
    expect(binding.mapping.series).toEqual(['revenue']);
    expect(binding.transform.rename).toEqual({ revenue: '营收（万元）' });
  });

  it('leave every widget static in a tenant without the sample APIs', () => {
    const sales = template('sales');
    const bound = bindLiveData(sales.documents.en, sales.live.en, new Map());
    expect(bound).toEqual(sales.documents.en);
    for (const widget of Object.values(bound.widgets))
      if (Object.keys(widget.data).length > 0) expect(dataBindingSchema.parse(widget.data).source).toBe('static');
  });

  it('are at least two, each naming only sample APIs, alike in both languages', () => {
    const withLive = ['sales', 'retail-channels'].map(template);
    for (const t of withLive) {
      expect(Object.keys(t.live.zh).length).toBeGreaterThanOrEqual(3);
      expect(Object.keys(t.live.en)).toEqual(Object.keys(t.live.zh));
      for (const wanted of Object.values(t.live.en)) expect(Object.values(SAMPLE_APIS)).toContain(wanted.api);
    }
  });
});

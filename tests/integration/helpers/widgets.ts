/** Widgets (with their layout) for append_widget in integration tests. */
export const titleWidget = (id: string, text: string) => ({
  widget: { id, type: 'text.title', attr: { globeStyle: { name: id }, text } },
  layout: { widgetId: id, x: 10, y: 10, w: 300, h: 60, z: 1, rotation: 0 },
});

/**
 * A chart bound to an HTTP source whose Authorization header is `secret` (which no published copy
 * may carry), at `url`, listening to communication group `listen` when given.
 */
export const apiChartWidget = (id: string, secret: string, url = 'https://api.example.com/sales', listen = '') => ({
  widget: {
    id,
    type: 'charts.line',
    attr: { globeStyle: { name: id } },
    data: {
      source: 'http',
      listen,
      http: { url, method: 'GET', headers: { Authorization: secret }, interval: 5, ttl: 5 },
      mapping: { path: 'result.list', category: 'month', series: ['online', 'store'] },
    },
  },
  layout: { widgetId: id, x: 10, y: 100, w: 400, h: 300, z: 2, rotation: 0 },
});

/** The aggregate of worksheetChartWidget: `sales` summed by `region`, largest first, two rows. */
export const REGION_SALES = {
  dimension: 'region',
  measures: [{ field: 'sales', agg: 'sum' }],
  order: 'measure',
  limit: 2,
};

/** A bar chart bound directly to the worksheet `worksheetId` (REGION_SALES, polled every 5 s). */
export const worksheetChartWidget = (id: string, worksheetId: string) => ({
  widget: {
    id,
    type: 'chart.bar',
    attr: { globeStyle: { name: id } },
    data: {
      source: 'worksheet',
      worksheet: { worksheet_id: worksheetId, ...REGION_SALES, interval: 5 },
      mapping: { category: 'region', series: ['sum_sales'] },
    },
  },
  layout: { widgetId: id, x: 10, y: 100, w: 400, h: 300, z: 2, rotation: 0 },
});

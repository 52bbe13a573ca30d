import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, screenConfigSchema, type ScreenDocument, type Widget } from './document.js';
import { publishableDocument, versionSecrets, withDevelopmentSecrets } from './publish.js';

const widget = (id: string, data: Widget['data']): Widget => ({
  id,
  type: 'charts.line',
  attr: { globeStyle: { name: id } },
  style: {},
  data,
  events: [],
  locked: false,
  hidden: false,
  inner: false,
});

const document = (widgets: Widget[]): ScreenDocument => ({
  schemaVersion: SCHEMA_VERSION,
  config: screenConfigSchema.parse({}),
  widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
  layout: widgets.map((w, z) => ({ widgetId: w.id, x: 0, y: 0, w: 100, h: 100, z, rotation: 0 })),
});

describe('a document made publishable', () => {
  const http = {
    source: 'http',
    http: {
      url: 'https://api.example.com/sales',
      method: 'POST',
      headers: { Authorization: 'Bearer s3cret', 'X-Api-Key': 'k' },
      body: '{"q":1}',
      interval: 5,
      ttl: 5,
    },
    mapping: { category: 'x' },
  };

  it('drops the headers of HTTP data sources and keeps what rendering needs', () => {
    const source = document([widget('a', http)]);
    const published = publishableDocument(source);
    expect(published.widgets.a?.data).toEqual({ ...http, http: { ...http.http, headers: {} } });
    expect(JSON.stringify(published)).not.toMatch(/s3cret|X-Api-Key/);
    expect(published.layout).toEqual(source.layout);
    expect(published.config).toEqual(source.config);
  });

  it("keeps what it drops as the version's secrets, by widget, and nothing else", () => {
    const plain = {
      source: 'http',
      http: { url: 'https://api.example.com/open', method: 'GET', headers: {}, interval: 5, ttl: 5 },
    };
    const odd = { source: 'http', http: { url: 'https://api.example.com/odd', headers: { N: 5, S: 'text' } } };
    const source = document([
      widget('a', http),
      widget('p', plain),
      widget('o', odd),
      widget('s', { source: 'static', static: [] }),
    ]);
    expect(versionSecrets(source)).toEqual({
      headers: { a: { Authorization: 'Bearer s3cret', 'X-Api-Key': 'k' }, o: { S: 'text' } },
    });
    expect(versionSecrets(publishableDocument(source))).toEqual({ headers: {} });
  });

  it('leaves the source document untouched', () => {
    const source = document([widget('a', http)]);
    publishableDocument(source);
    expect((source.widgets.a?.data.http as { headers: unknown }).headers).toEqual(http.http.headers);
  });

  it('keeps static data and widgets without data as they are', () => {
    const rows = { source: 'static', static: [{ x: 'a', y: 1 }], mapping: {} };
    const source = document([widget('s', rows), widget('n', {})]);
    expect(publishableDocument(source)).toEqual(source);
  });
});

describe('a published document made the development content again', () => {
  const source = (url: string, headers: Record<string, string>) => ({
    source: 'http',
    http: { url, method: 'GET', headers, interval: 5, ttl: 5 },
  });

  it('takes back the headers of the development widget with the same id and URL', () => {
    const development = document([
      widget('a', source('https://api.example.com/a', { Authorization: 'Bearer now' })),
      widget('b', source('https://api.example.com/new', { K: 'v' })),
    ]);
    const version = publishableDocument(
      document([
        widget('a', source('https://api.example.com/a', { Authorization: 'old' })),
        widget('b', source('https://api.example.com/old', { K: 'old' })),
        widget('c', source('https://api.example.com/c', { K: 'c' })),
      ]),
    );
    const restored = withDevelopmentSecrets(version, development);
    expect((restored.widgets.a?.data.http as { headers: unknown }).headers).toEqual({ Authorization: 'Bearer now' });
    // A source whose URL changed since, or a widget the development content no longer has, stays without headers.
    expect((restored.widgets.b?.data.http as { headers: unknown }).headers).toEqual({});
    expect((restored.widgets.c?.data.http as { headers: unknown }).headers).toEqual({});
    expect(restored.layout).toEqual(version.layout);
  });

  it('keeps a data API binding to its id, parameter bindings, mapping and transform', () => {
    const api = {
      source: 'api',
      listen: 'g1',
      api: {
        api_id: 'api1',
        params: { start: { from: 'group', field: 'dateRange', index: 0 }, region: { from: 'const', value: 'north' } },
        interval: 10,
        sql: 'select secret from t',
      },
      mapping: { category: 'day', series: ['total'] },
      datasource: { host: 'db.internal', password: 'pw' },
    };
    const published = publishableDocument(document([widget('a', api), widget('b', { source: 'api', api: 7 })]));
    const data = published.widgets.a!.data;
    expect(data).toMatchObject({
      source: 'api',
      listen: 'g1',
      api: { api_id: 'api1', interval: 10, params: api.api.params },
      mapping: { category: 'day', series: ['total'] },
    });
    const text = JSON.stringify(published);
    for (const secret of ['select secret', 'db.internal', 'pw"', 'datasource']) expect(text).not.toContain(secret);
    expect(published.widgets.b!.data).toEqual({ source: 'api' });
  });

  it('keeps a worksheet binding to its id, aggregate, mapping and transform', () => {
    const bound = {
      source: 'worksheet',
      worksheet: {
        worksheet_id: 'ws1',
        dimension: 'region',
        measures: [{ field: 'sales', agg: 'sum' }],
        sql: 'select secret from ws_ws1',
      },
      mapping: { category: 'region', series: ['sum_sales'] },
      note: 'internal',
    };
    const published = publishableDocument(document([widget('a', bound)]));
    expect(published.widgets.a!.data).toEqual({
      source: 'worksheet',
      listen: '',
      worksheet: {
        worksheet_id: 'ws1',
        dimension: 'region',
        measures: [{ field: 'sales', agg: 'sum' }],
        order: 'dimension',
        limit: 1000,
        interval: 60,
      },
      mapping: expect.objectContaining({ category: 'region', series: ['sum_sales'] }),
      transform: expect.objectContaining({ filter: [] }),
    });
  });

  it('keeps a push binding to its channel, path, initial rows, mapping and transform', () => {
    const bound = {
      source: 'push',
      push: { channel_id: 'ch1', path: 'rows', token: 'never published' },
      initial: [{ value: 1 }],
      mapping: { value: 'value' },
      note: 'internal',
    };
    const published = publishableDocument(document([widget('a', bound), widget('b', { source: 'push', push: 7 })]));
    expect(published.widgets.a!.data).toEqual({
      source: 'push',
      listen: '',
      push: { channel_id: 'ch1', path: 'rows' },
      initial: [{ value: 1 }],
      mapping: expect.objectContaining({ value: 'value' }),
      transform: expect.objectContaining({ filter: [] }),
    });
    expect(published.widgets.b!.data).toEqual({ source: 'push' });
  });
});

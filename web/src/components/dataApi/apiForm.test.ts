import { describe, expect, it } from 'vitest';
import { apiPath, type ApiDetail } from '../../../../shared/acts/data-api.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { MASKED_HEADER_VALUE } from '../../../../shared/widgets/secret-headers.js';
import {
  definitionOf,
  emptyForm,
  formFieldOf,
  formOf,
  mergeFields,
  newParam,
  pathFromName,
  testValuesOf,
  validateForm,
  type ApiForm,
} from './apiForm';

const DS = '0123456789abcdef01234567';

const direct: ApiForm = {
  ...emptyForm(),
  name: 'sales_by_day',
  path: 'sales-by-day',
  datasourceId: DS,
  sql: 'SELECT day, total FROM sales WHERE day BETWEEN :start AND :end',
  params: [
    { name: 'start', type: 'date', required: true, default: '', description: '' },
    { name: 'end', type: 'date', required: true, default: '', description: '' },
  ],
};

describe('the API form', () => {
  it('starts with GET, direct, and the default TTL of 30 s', () => {
    const form = emptyForm();
    expect(form.method).toBe('GET');
    expect(form.type).toBe('direct');
    expect(definitionOf(form).ttl).toBe(30);
  });

  it('gives a direct definition the act accepts, without proxy settings', () => {
    const result = validateForm(direct);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.definition).toMatchObject({ type: 'direct', datasource_id: DS, sql: direct.sql, ttl: 30 });
    expect(result.definition).not.toHaveProperty('http');
  });

  it('gives a proxy definition with its headers as a record, empty rows left out', () => {
    const form: ApiForm = {
      ...direct,
      type: 'proxy',
      sql: '',
      proxyUrl: 'https://example.com/data',
      proxyMethod: 'POST',
      proxyHeaders: [
        { name: 'X-Key', value: 'abc' },
        { name: ' ', value: 'ignored' },
      ],
      proxyBody: '{"a":1}',
    };
    const definition = definitionOf(form);
    expect(definition.http).toEqual({
      url: 'https://example.com/data',
      method: 'POST',
      headers: { 'X-Key': 'abc' },
      body: '{"a":1}',
    });
    expect(definition).not.toHaveProperty('datasource_id');
    expect(validateForm(form).ok).toBe(true);
  });

  it('puts the schema refusals on their fields with catalogue codes', () => {
    const result = validateForm({ ...emptyForm(), name: '1bad', path: 'has space', ttl: '12.5' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe(ErrorCode.API_NAME_FORMAT);
    expect(result.errors.path).toBe(ErrorCode.API_PATH_FORMAT);
    expect(result.errors.ttl).toBeDefined();
  });

  it('asks a direct API for its connection and SQL', () => {
    const result = validateForm({ ...direct, datasourceId: '', sql: '  ' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ datasourceId: ErrorCode.PARAMS_INCOMPLETE, sql: ErrorCode.SQL_ERROR });
  });

  it('refuses two parameters of one name', () => {
    const result = validateForm({ ...direct, params: [direct.params[0]!, direct.params[0]!] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.params).toBe(ErrorCode.PARAMS_INCOMPLETE);
  });

  it('maps nested schema paths to the field that shows them', () => {
    expect(formFieldOf('params.1.name')).toBe('params');
    expect(formFieldOf('http.headers.X-Key')).toBe('proxyHeaders');
    expect(formFieldOf('http.url')).toBe('proxyUrl');
    expect(formFieldOf('datasource_id')).toBe('datasourceId');
  });

  it('round-trips a stored API through the form', () => {
    const stored: ApiDetail = {
      _id: 'a'.repeat(24),
      name: 'proxy_api',
      path: 'p',
      method: 'POST',
      type: 'proxy',
      group_id: '',
      published: true,
      description: 'd',
      params: [],
      fields: [{ name: 'x', type: 'number', label: 'X' }],
      sql: '',
      http: { url: 'https://a.example/x', method: 'GET', headers: { A: 'b' } },
      ttl: 0,
      creator: 'u',
      created_at: 1,
      updated_at: 2,
    };
    const definition = definitionOf(formOf(stored));
    expect(definition).toMatchObject({
      name: 'proxy_api',
      method: 'POST',
      type: 'proxy',
      ttl: 0,
      http: { url: 'https://a.example/x', method: 'GET', headers: { A: 'b' } },
      fields: stored.fields,
    });
  });

  it('shows a stored header as set, sends its mask back unchanged, and asks for it again at another URL', () => {
    const stored: ApiDetail = {
      _id: 'a'.repeat(24),
      name: 'proxy_api',
      path: 'p',
      method: 'GET',
      type: 'proxy',
      group_id: '',
      published: false,
      description: '',
      params: [],
      fields: [],
      sql: '',
      http: {
        url: 'https://a.example/x',
        method: 'GET',
        headers: { Authorization: MASKED_HEADER_VALUE, 'X-Key': MASKED_HEADER_VALUE },
      },
      ttl: 0,
      creator: 'u',
      created_at: 1,
      updated_at: 2,
    };
    const form = formOf(stored);
    // The field holds no value (the mask is never shown as one) and knows the value is stored.
    expect(form.proxyHeaders).toEqual([
      { name: 'Authorization', value: '', keptName: 'Authorization' },
      { name: 'X-Key', value: '', keptName: 'X-Key' },
    ]);
    const typed: ApiForm = {
      ...form,
      proxyHeaders: [form.proxyHeaders[0]!, { ...form.proxyHeaders[1]!, value: 'new-key' }],
    };
    const checked = validateForm(typed);
    expect(checked.ok && checked.definition.http?.headers).toEqual({
      Authorization: MASKED_HEADER_VALUE,
      'X-Key': 'new-key',
    });
    // Renamed, the row no longer stands for the stored value.
    const renamed = { ...typed, proxyHeaders: [{ ...form.proxyHeaders[0]!, name: 'X-Other' }] };
    expect(definitionOf(renamed).http?.headers).toEqual({ 'X-Other': '' });
    // Stored values go to the stored URL only.
    const moved = validateForm({ ...typed, proxyUrl: 'https://b.example/x' });
    expect(!moved.ok && moved.errors.proxyHeaders).toBe(ErrorCode.PARAMS_INCOMPLETE);
    const reentered = validateForm({
      ...typed,
      proxyUrl: 'https://b.example/x',
      proxyHeaders: [{ ...form.proxyHeaders[0]!, value: 'Bearer again' }],
    });
    expect(reentered.ok).toBe(true);
  });
});

describe('a path from the name', () => {
  it('is the name’s letters and digits in lower case, hyphenated', () => {
    expect(pathFromName('Daily_Sales 2026')).toBe('daily-sales-2026');
    expect(pathFromName('  Sales__by__Day  ')).toBe('sales-by-day');
    expect(pathFromName('销售Sales日报')).toBe('sales');
    expect(pathFromName('')).toBe('');
  });

  it('falls back to a short slug, stable for the same name, when the name has no ASCII letter or digit', () => {
    const path = pathFromName('销售日报');
    expect(path).toMatch(/^api-[0-9a-z]{1,7}$/);
    expect(pathFromName('销售日报')).toBe(path);
    expect(pathFromName('库存日报')).not.toBe(path);
  });

  it('is always a path the schema accepts', () => {
    for (const name of ['A', 'a'.repeat(50), '数据', 'x_' + '中'.repeat(40), 'Über_Straße', '🙂 emoji 🙂'])
      expect(apiPath.safeParse(pathFromName(name)).success, name).toBe(true);
  });
});

describe('a test of the form', () => {
  it('needs only the connection and the SQL, not a name or path', () => {
    const unnamed: ApiForm = { ...direct, name: '', path: '' };
    expect(validateForm(unnamed).ok).toBe(false);
    const tested = validateForm(unnamed, 'test');
    expect(tested.ok).toBe(true);
    expect(validateForm({ ...unnamed, sql: '' }, 'test')).toEqual({ ok: false, errors: { sql: ErrorCode.SQL_ERROR } });
    expect(validateForm({ ...unnamed, datasourceId: '' }, 'test')).toEqual({
      ok: false,
      errors: { datasourceId: ErrorCode.PARAMS_INCOMPLETE },
    });
  });
});

describe('unsaved changes', () => {
  it('are none for a stored API read back with its keys in another order', () => {
    const stored = (params: ApiDetail['params']): ApiDetail => ({
      _id: 'b'.repeat(24),
      name: 'sales_api',
      path: 'sales',
      method: 'GET',
      type: 'direct',
      group_id: '',
      published: false,
      description: '',
      params,
      fields: [],
      sql: 'SELECT :a',
      datasource_id: DS,
      ttl: 30,
      creator: 'u',
      created_at: 1,
      updated_at: 1,
    });
    const saved = formOf(stored([{ name: 'a', type: 'date', required: true, default: '', description: '' }]));
    const reread = formOf(stored([{ description: '', default: '', type: 'date', required: true, name: 'a' }]));
    expect(JSON.stringify(reread)).toBe(JSON.stringify(saved));
  });
});

describe('parameters and test values', () => {
  it('names a new row after the taken ones', () => {
    expect(newParam([]).name).toBe('param1');
    expect(newParam([{ ...newParam([]), name: 'param2' }]).name).toBe('param3');
    expect(newParam([], 'start').name).toBe('start');
  });

  it('converts typed inputs, leaving empty ones to the defaults', () => {
    const params = [
      { ...newParam([]), name: 'n', type: 'number' as const },
      { ...newParam([]), name: 'b', type: 'boolean' as const },
      { ...newParam([]), name: 'ids', type: 'list' as const },
      { ...newParam([]), name: 'at', type: 'datetime' as const },
      { ...newParam([]), name: 'empty', type: 'string' as const },
    ];
    expect(testValuesOf(params, { n: '12', b: 'true', ids: '1, 2,,3', at: '2026-01-02T03:04', empty: ' ' })).toEqual({
      n: 12,
      b: true,
      ids: ['1', '2', '3'],
      at: '2026-01-02 03:04',
    });
  });

  it('keeps the labels the user gave when the test infers fields again', () => {
    expect(
      mergeFields(
        [{ name: 'total', type: 'string', label: 'Total' }],
        [
          { name: 'total', type: 'number', label: '' },
          { name: 'day', type: 'date', label: '' },
        ],
      ),
    ).toEqual([
      { name: 'total', type: 'number', label: 'Total' },
      { name: 'day', type: 'date', label: '' },
    ]);
  });
});

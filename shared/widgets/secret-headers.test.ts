import { describe, expect, it } from 'vitest';
import {
  MASKED_HEADER_VALUE,
  keepMaskedHeaders,
  maskedWidget,
  sourceHeaders,
  sourceOnly,
  strippedWidget,
} from './secret-headers.js';

const widget = (headers: Record<string, string>, url = 'https://api.example.com/a') => ({
  id: 'w1',
  data: { source: 'http', http: { url, method: 'GET', headers } },
});

describe('secrets of HTTP sources', () => {
  it('masks every value for editors and leaves headers out for readers', () => {
    const stored = widget({ Authorization: 'Bearer s', 'X-Key': 'k' });
    expect(maskedWidget(stored).data.http).toMatchObject({
      headers: { Authorization: MASKED_HEADER_VALUE, 'X-Key': MASKED_HEADER_VALUE },
    });
    expect(strippedWidget(stored).data.http).toMatchObject({ headers: {} });
    expect(maskedWidget({ id: 's', data: { source: 'static', rows: [] } })).toEqual({
      id: 's',
      data: { source: 'static', rows: [] },
    });
  });

  it('keeps the stored value of a masked header only on the same URL and header name', () => {
    const stored = widget({ Authorization: 'Bearer s' });
    expect(
      keepMaskedHeaders(widget({ Authorization: MASKED_HEADER_VALUE, 'X-New': 'n' }), stored)?.data.http.headers,
    ).toEqual({ Authorization: 'Bearer s', 'X-New': 'n' });
    expect(keepMaskedHeaders(widget({ Authorization: 'Bearer t' }), stored)?.data.http.headers).toEqual({
      Authorization: 'Bearer t',
    });
    expect(
      keepMaskedHeaders(widget({ Authorization: MASKED_HEADER_VALUE }, 'https://evil.example/'), stored),
    ).toBeNull();
    expect(keepMaskedHeaders(widget({ 'X-Other': MASKED_HEADER_VALUE }), stored)).toBeNull();
    expect(keepMaskedHeaders(widget({ Authorization: MASKED_HEADER_VALUE }), undefined)).toBeNull();
  });

  it("keeps a source's real header values, never a mask, to stand in for a deleted or favourite widget", () => {
    expect(sourceHeaders(widget({ Authorization: 'Bearer s', 'X-Old': MASKED_HEADER_VALUE }))).toEqual({
      url: 'https://api.example.com/a',
      headers: { Authorization: 'Bearer s' },
    });
    expect(sourceHeaders(widget({ 'X-Old': MASKED_HEADER_VALUE }))).toBeUndefined();
    expect(sourceHeaders({ data: { source: 'static', rows: [] } })).toBeUndefined();
    const kept = sourceOnly({ url: 'https://api.example.com/a', headers: { Authorization: 'Bearer s' } });
    expect(keepMaskedHeaders(widget({ Authorization: MASKED_HEADER_VALUE }), kept)?.data.http.headers).toEqual({
      Authorization: 'Bearer s',
    });
  });
});

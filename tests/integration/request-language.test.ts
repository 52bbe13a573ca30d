import { describe, expect, it } from 'vitest';
import { ErrorCode, type ErrorCodeValue } from '../../shared/errors/catalogue.js';
import { errorText } from '../../shared/errors/texts.js';
import { baseUrl, rpc } from './helpers/client.js';

/**
 * The language of an answer (docs/protocol.md#envelope): the `language` or `user-language`
 * header the SPA sends, else the standard Accept-Language with its weights, else zh. Outside
 * callers of `/api/data/*` and `/api/push/*` send only Accept-Language.
 */
async function refusal(path: string, method: 'GET' | 'POST', headers: Record<string, string>) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(method === 'POST' ? { body: '{}' } : {}),
  });
  return (await response.json()) as { code: number; msg: string };
}

const text = (code: ErrorCodeValue, language: 'zh' | 'en') => ({ code, msg: errorText(code, language) });

describe('the language of an answer', () => {
  const data = (headers: Record<string, string>) => refusal('/api/data/no_such_path', 'GET', headers);

  it('follows Accept-Language on /api/data when no language header is sent', async () => {
    expect(await data({ 'accept-language': 'en-US,en;q=0.9' })).toEqual(text(ErrorCode.API_TOKEN_INVALID, 'en'));
    // Chinese listed, but weighted below English.
    expect(await data({ 'accept-language': 'en-US,en;q=0.9,zh-CN;q=0.8' })).toEqual(
      text(ErrorCode.API_TOKEN_INVALID, 'en'),
    );
    expect(await data({ 'accept-language': 'de-DE' })).toEqual(text(ErrorCode.API_TOKEN_INVALID, 'en'));
    expect(await data({ 'accept-language': 'en;q=0.5,zh-TW' })).toEqual(text(ErrorCode.API_TOKEN_INVALID, 'zh'));
    expect(await data({ 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).toEqual(
      text(ErrorCode.API_TOKEN_INVALID, 'zh'),
    );
  });

  it('answers zh with no preference (fetch sends `*` on its own)', async () => {
    expect(await data({})).toEqual(text(ErrorCode.API_TOKEN_INVALID, 'zh'));
    expect(await data({ 'accept-language': '*' })).toEqual(text(ErrorCode.API_TOKEN_INVALID, 'zh'));
  });

  it('puts the language and user-language headers first', async () => {
    const english = { 'accept-language': 'en-US,en;q=0.9' };
    expect(await data({ ...english, language: 'zh' })).toEqual(text(ErrorCode.API_TOKEN_INVALID, 'zh'));
    expect(await data({ ...english, 'user-language': 'zh' })).toEqual(text(ErrorCode.API_TOKEN_INVALID, 'zh'));
    expect(await data({ 'accept-language': 'zh-CN', language: 'en' })).toEqual(text(ErrorCode.API_TOKEN_INVALID, 'en'));
  });

  it('follows Accept-Language on /api/push, on /rpc and on a route that does not exist', async () => {
    const english = { 'accept-language': 'en-GB,en;q=0.9' };
    expect(await refusal(`/api/push/${'a'.repeat(24)}`, 'POST', english)).toEqual(
      text(ErrorCode.PUSH_TOKEN_INVALID, 'en'),
    );
    const missing = await rpc('screen', 'v1/screen/no_such_act', {}, english);
    expect(missing.body).toMatchObject(text(ErrorCode.INTERFACE_MISSING, 'en'));
    expect(await refusal('/api/no_such_route', 'GET', english)).toEqual(text(ErrorCode.INTERFACE_MISSING, 'en'));
  });
});

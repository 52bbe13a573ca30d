import { describe, expect, it } from 'vitest';
import { allowedPorts, isAllowListed, parseAllowEntry } from './allow-list.js';

const LIST = ['127.0.0.1:8787/__dev/sample/', 'localhost:8787/__dev/sample/'];
const allowed = (url: string, list: string[] = LIST) => isAllowListed(new URL(url), list);

describe('proxy allow-list', () => {
  it('parses host:port with an optional path prefix', () => {
    expect(parseAllowEntry(' LocalHost:8787/__dev/sample/ ')).toEqual({
      hostPort: 'localhost:8787',
      pathPrefix: '/__dev/sample/',
    });
    expect(parseAllowEntry('127.0.0.1:9000')).toEqual({ hostPort: '127.0.0.1:9000', pathPrefix: '/' });
    expect(parseAllowEntry('[::1]:9000/x/')).toEqual({ hostPort: '::1:9000', pathPrefix: '/x/' });
    expect(parseAllowEntry('no-port/x')).toBeUndefined();
  });

  it('admits the sample API on its host, port and prefix only', () => {
    expect(allowed('http://127.0.0.1:8787/__dev/sample/sales?x=1')).toBe(true);
    expect(allowed('http://LOCALHOST:8787/__dev/sample/scope/abc/seen')).toBe(true);
    expect(allowed('http://127.0.0.1:8787/__dev/outbox')).toBe(false);
    expect(allowed('http://127.0.0.1:8787/rpc/user')).toBe(false);
    expect(allowed('http://127.0.0.1:8787/__dev/sample')).toBe(false);
    expect(allowed('http://127.0.0.1:8788/__dev/sample/sales')).toBe(false);
    expect(allowed('http://10.0.0.1:8787/__dev/sample/sales')).toBe(false);
  });

  it.each([
    '/__dev/sample/..%2Foutbox',
    '/__dev/sample/..%2foutbox',
    '/__dev/sample/%2e%2e%2foutbox',
    '/__dev/sample/%2e%2e/outbox',
    '/__dev/sample/../outbox',
    '/__dev/sample/./../../rpc/user',
    '/__dev/sample/%252e%252e%252foutbox',
    '/__dev/sample/..%5coutbox',
    '/__dev/sample/..\\outbox',
    '/__dev/sample//..//outbox',
    '/__dev/sample/x/..%2F..%2F..%2Frpc%2Fuser',
    '/__dev%2Fsample/../outbox',
    '/__dev/sample/%E0%A4%A',
    '/__dev/sample/a%00b',
  ])('refuses %s', (path) => {
    expect(allowed(`http://127.0.0.1:8787${path}`)).toBe(false);
  });

  it('admits a whole port for an entry without a path', () => {
    expect(allowed('http://127.0.0.1:9000/anything', ['127.0.0.1:9000'])).toBe(true);
    expect(allowed('http://127.0.0.1:9000/a/..%2Fb', ['127.0.0.1:9000'])).toBe(false);
  });
});

describe('the ports a host is allow-listed on', () => {
  it("lists them in the list's order, once each, whatever the path or case", () => {
    expect(
      allowedPorts('127.0.0.1', ['127.0.0.1:5432', 'LocalHost:80', '127.0.0.1:3306/x/', '127.0.0.1:5432/y/']),
    ).toEqual([5432, 3306]);
    expect(allowedPorts('[::1]', ['[::1]:9000'])).toEqual([9000]);
    expect(allowedPorts('10.0.0.1', ['127.0.0.1:5432', 'not an entry'])).toEqual([]);
  });
});

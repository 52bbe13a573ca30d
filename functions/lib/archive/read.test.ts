import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readZip, unsafeEntryName } from './read.js';
import { buildZip } from './write.js';

const all = () => true;
const zip = (files: Zippable) => Buffer.from(zipSync(files));

describe('reading an imported archive', () => {
  it('reads the files it is asked for, and only those', async () => {
    const files = await readZip(
      await buildZip([
        { name: 'a.json', data: strToU8('{"a":1}') },
        { name: 'b.bin', data: strToU8('b') },
      ]),
      (n) => n.endsWith('.json'),
    );
    expect([...files.keys()]).toEqual(['a.json']);
    expect(files.get('a.json')?.toString()).toBe('{"a":1}');
  });

  it.each(['../x', 'a/../../x', '/etc/passwd', 'C:/x', 'a\\..\\x'])('calls %s unsafe', (name) => {
    expect(unsafeEntryName(name)).toBe(true);
  });

  it('refuses a zip-slip entry even when it is not one it would read', async () => {
    await expect(
      readZip(zip({ 'ok.json': strToU8('{}'), '../../evil': strToU8('x') }), (n) => n === 'ok.json'),
    ).rejects.toThrow(/unsafe entry|invalid relative path/);
  });

  it('refuses a link entry', async () => {
    await expect(
      readZip(zip({ l: [strToU8('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }] }), all),
    ).rejects.toThrow(/link entry/);
  });

  it('stops inflating an entry past a compression ratio of 100', async () => {
    await expect(readZip(zip({ 'bomb.json': [new Uint8Array(20 * 1024 * 1024), { level: 9 }] }), all)).rejects.toThrow(
      /compression ratio/,
    );
  });

  it('stops past 10,000 entries', async () => {
    const many: Zippable = {};
    for (let i = 0; i <= 10_000; i++) many[`f${i}`] = [new Uint8Array(0), { level: 0 }];
    await expect(readZip(zip(many), () => false)).rejects.toThrow(/too many entries/);
  });

  it('stops past 200 MB inflated in total, across entries each under the ratio', async () => {
    // Two bits of entropy a byte: deflate gets about 4:1, far under the ratio limit.
    const chunk = new Uint8Array(8 * 1024 * 1024);
    let x = 12345;
    for (let i = 0; i < chunk.length; i++) chunk[i] = 65 + ((x = (x * 1103515245 + 12345) >>> 0) >>> 30);
    const files: Zippable = {};
    for (let i = 0; i < 26; i++) files[`part${i}.bin`] = [chunk, { level: 1 }];
    await expect(readZip(zip(files), all)).rejects.toThrow(/200 MB/);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import en from './en.json';
import zh from './zh.json';

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [p, v] of leaves(child, path)) out.set(p, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const zhKeys = leaves(zh);
  const enKeys = leaves(en);

  it('have the same keys in zh and en', () => {
    expect([...enKeys.keys()].sort()).toEqual([...zhKeys.keys()].sort());
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...zhKeys, ...enKeys]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same interpolation placeholders in both languages', () => {
    for (const [key, text] of zhKeys) expect(placeholders(enKeys.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('are grouped by UI area', () => {
    for (const area of ['common', 'login', 'register', 'password', 'shell', 'errors', 'routes'])
      expect(Object.keys(zh)).toContain(area);
  });
});

import { describe, expect, it } from 'vitest';
import { UNBOUND_ENGINES } from '../sql-params.js';
import { CONNECTION_FIELDS, DB_TYPES, ENGINE_TYPES } from './descriptor.js';
import { DB_TYPE_DESCRIPTORS, ENGINE_DESCRIPTORS } from './index.js';
import { ENGINE_TEXTS } from './texts.js';

describe('the engine descriptors', () => {
  it('say, in both languages, why a type without an engine cannot run', () => {
    for (const type of DB_TYPES) {
      const { engine, unavailable } = DB_TYPE_DESCRIPTORS[type];
      if (engine === null) {
        expect(unavailable, type).toBeDefined();
        expect(ENGINE_TEXTS[unavailable!].zh, type).toBeTruthy();
        expect(ENGINE_TEXTS[unavailable!].en, type).toBeTruthy();
      } else expect(unavailable, type).toBeUndefined();
    }
  });

  it('use every engine, and name only listed fields', () => {
    const used = new Set(DB_TYPES.map((type) => DB_TYPE_DESCRIPTORS[type].engine));
    for (const engine of ENGINE_TYPES) expect(used.has(engine), engine).toBe(true);
    for (const type of DB_TYPES) {
      const { fields, required, labels = {}, hints = {} } = DB_TYPE_DESCRIPTORS[type];
      for (const field of [...fields, ...required]) expect(CONNECTION_FIELDS, `${type}.${field}`).toContain(field);
      for (const field of required) expect(fields, `${type} requires ${field}`).toContain(field);
      for (const field of [...Object.keys(labels), ...Object.keys(hints)])
        expect(fields as readonly string[], `${type} describes ${field}`).toContain(field);
    }
  });

  it('give every type a badge of its own', () => {
    const badges = DB_TYPES.map((type) => DB_TYPE_DESCRIPTORS[type].badge.text);
    expect(new Set(badges).size).toBe(DB_TYPES.length);
  });

  it('write JSON queries in the JSON syntax and dialect only', () => {
    for (const engine of ENGINE_TYPES) {
      const { language, dialect, syntax } = ENGINE_DESCRIPTORS[engine];
      expect(dialect === 'json', engine).toBe(language === 'json');
      expect(syntax.jsonLiterals === true, engine).toBe(language === 'json');
    }
  });

  it('declare the engines that bind no parameters (UNBOUND_ENGINES)', () => {
    expect([...UNBOUND_ENGINES]).toEqual(['hive']);
  });
});

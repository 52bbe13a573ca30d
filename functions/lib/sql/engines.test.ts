import { describe, expect, it } from 'vitest';
import { DB_TYPE_INFO, DB_TYPES, ENGINE_TYPES } from '../../../shared/datasource/types.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { engineDriver, ENGINES } from './engines.js';
import { SqlFailure } from './failure.js';

describe('the engine registry', () => {
  it('wires an engine for every database type whose form offers queries', () => {
    for (const type of DB_TYPES) {
      const engine = DB_TYPE_INFO[type].engine;
      if (engine) expect(ENGINES[engine], `${type} → ${engine}`).toBeDefined();
    }
  });

  it('has no engine that no database type uses', () => {
    const used = new Set(DB_TYPES.map((type) => DB_TYPE_INFO[type].engine));
    for (const engine of Object.keys(ENGINES))
      expect(used.has(engine as (typeof ENGINE_TYPES)[number]), engine).toBe(true);
  });

  it('answers DATABASE_TYPE_UNAVAILABLE for an engine not wired here', () => {
    const missing = ENGINE_TYPES.find((engine) => !ENGINES[engine]);
    if (!missing) return;
    expect(() => engineDriver(missing)).toThrow(SqlFailure);
    try {
      engineDriver(missing);
    } catch (error) {
      expect((error as SqlFailure).code).toBe(ErrorCode.DATABASE_TYPE_UNAVAILABLE);
    }
  });
});

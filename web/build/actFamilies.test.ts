import familyOf from 'act-families';
import { describe, expect, it } from 'vitest';
import { ACT_FAMILIES, ACT_SCHEMAS } from '../../shared/acts/registry';

describe('the family of each act, as the web client loads it', () => {
  it('gives every act of the registry the module holding its schema', async () => {
    const acts = Object.keys(ACT_SCHEMAS) as (keyof typeof ACT_SCHEMAS)[];
    expect(acts.length).toBeGreaterThan(200);
    for (const act of acts) {
      const load = familyOf(act);
      expect(load, act).toBeDefined();
      expect((await load?.())?.ACTS[act], act).toBe(ACT_SCHEMAS[act]);
    }
  });

  it('holds each act in one family only, and knows no other', () => {
    const names = Object.values(ACT_FAMILIES).flatMap((acts) => Object.keys(acts));
    expect(names.length).toBe(new Set(names).size);
    expect(names.sort()).toEqual(Object.keys(ACT_SCHEMAS).sort());
    expect(familyOf('v1/screen/no_such_act')).toBeUndefined();
    expect(familyOf('__proto__')).toBeUndefined();
    expect(familyOf('constructor')).toBeUndefined();
  });
});

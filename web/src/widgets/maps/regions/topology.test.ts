import { describe, expect, it } from 'vitest';
import { CHINA } from '../chinaSource';
import { drawnTopology } from '../layers/regions';
import { geometriesOf, subTopology } from './topology';

describe('drill-down geometry', () => {
  it('keeps only the geometries asked for, sharing the arcs', () => {
    const one = subTopology(CHINA.topology, (p) => p['hc-key'] === 'cn-sc');
    expect(geometriesOf(one).map((g) => g.properties['hc-key'])).toEqual(['cn-sc']);
    expect(one.arcs).toBe(CHINA.topology.arcs);
    expect(Object.keys(one).sort()).toEqual(['arcs', 'objects', 'transform', 'type']);
    expect(geometriesOf(CHINA.topology)).toHaveLength(34);
  });

  it('draws the whole map, or the drilled province alone', () => {
    expect(geometriesOf(drawnTopology({ map: CHINA, drilled: null }))).toHaveLength(34);
    expect(geometriesOf(drawnTopology({ map: CHINA, drilled: 'cn-gd' })).map((g) => g.properties.name)).toEqual([
      'Guangdong',
    ]);
  });
});

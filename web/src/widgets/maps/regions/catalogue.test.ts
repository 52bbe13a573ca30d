import { describe, expect, it } from 'vitest';
import { CHINA } from '../chinaSource';
import { WORLD } from '../worldSource';
import { regionLabel } from './catalogue';

describe('region catalogue: names in data → hc-key', () => {
  const china = CHINA.catalogue;

  it('has the 34 provincial divisions of cn-all, each with a Chinese name and a middle', () => {
    expect(china.regions).toHaveLength(34);
    expect(china.regions.filter((r) => !r.name.zh || !r.middle)).toEqual([]);
  });

  it.each([
    ['广东', 'cn-gd'],
    ['广东省', 'cn-gd'],
    ['cn-gd', 'cn-gd'],
    ['CN-GD', 'cn-gd'],
    ['Guangdong', 'cn-gd'],
    [' guangdong ', 'cn-gd'],
    ['内蒙古', 'cn-nm'],
    ['内蒙古自治区', 'cn-nm'],
    ['Inner Mongolia', 'cn-nm'],
    ['广西壮族自治区', 'cn-gx'],
    ['广西自治区', 'cn-gx'],
    ['新疆维吾尔自治区', 'cn-xj'],
    ['香港特别行政区', 'cn-hk'],
    ['澳门', 'cn-mo'],
    ['北京市', 'cn-bj'],
    ['台湾', 'cn-tw'],
  ])('%s → %s', (name, key) => {
    expect(china.find(name)?.key).toBe(key);
  });

  it('finds nothing for cities, other countries and blanks', () => {
    expect(china.find('广州')).toBeUndefined();
    expect(china.find('Japan')).toBeUndefined();
    expect(china.find('  ')).toBeUndefined();
  });

  it('matches countries by hc-key, English name, ISO codes and Chinese name', () => {
    for (const name of ['us', 'United States of America', 'USA', 'US', '美国'])
      expect(WORLD.catalogue.find(name)?.key).toBe('us');
    expect(WORLD.catalogue.find('中国')?.key).toBe('cn');
  });

  it('labels regions in the UI language, in English where no Chinese name is known', () => {
    const gd = china.find('cn-gd')!;
    expect(regionLabel(gd, 'zh')).toBe('广东');
    expect(regionLabel(gd, 'en')).toBe('Guangdong');
    expect(regionLabel(WORLD.catalogue.find('Iceland')!, 'zh')).toBe('Iceland');
  });
});

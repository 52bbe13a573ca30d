import { describe, expect, it } from 'vitest';
import { themeValues } from '../build/themeValues';
import { THEMES } from './theme';

describe('the themes', () => {
  it('are the same values in the app and in the share route (built at build time)', () => {
    const built = themeValues();
    expect(built.dark).toEqual(THEMES.dark);
    expect(built.light).toEqual(THEMES.light);
    // Plain values: they travel as JSON into the share route's chunk unchanged.
    expect(JSON.parse(JSON.stringify(built))).toEqual(built);
    expect(built.dark.colorBrandForeground1).toBe('#4EA3DB');
    expect(built.light.colorNeutralBackground1).not.toBe(built.dark.colorNeutralBackground1);
  });
});

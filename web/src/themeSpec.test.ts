import { createDarkTheme, createLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { themeValues } from '../build/themeValues';
import { buildThemes } from './themeSpec';

describe('the themes', () => {
  it('are built at build time with the UI kit the pages render with', () => {
    const built = themeValues();
    expect(built).toEqual(buildThemes({ createDarkTheme, createLightTheme }));
    // Plain values: they travel as JSON into their chunks unchanged.
    expect(JSON.parse(JSON.stringify(built))).toEqual(built);
    expect(built.dark.colorBrandForeground1).toBe('#4EA3DB');
    expect(built.light.colorNeutralBackground1).not.toBe(built.dark.colorNeutralBackground1);
  });
});

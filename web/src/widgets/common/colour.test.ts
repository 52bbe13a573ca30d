import { describe, expect, it } from 'vitest';
import { isLightColour } from './colour';

describe('colours', () => {
  it('reads light and dark backgrounds', () => {
    expect(isLightColour('#f3f6fa')).toBe(true);
    expect(isLightColour('#061629')).toBe(false);
    expect(isLightColour('rgb(250, 250, 250)')).toBe(true);
    expect(isLightColour('transparent')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { sizeRefusal } from './staged.js';

describe('sizeRefusal', () => {
  it('refuses a file over the limit, over its declaration or short of it', () => {
    expect(sizeRefusal({ size: 11 }, 10)).toBe('UPLOAD_TOO_LARGE');
    expect(sizeRefusal({ size: 10, declaredSize: 10 }, 10)).toBeUndefined();
    expect(sizeRefusal({ size: 9, declaredSize: 8 }, 10)).toBe('UPLOAD_TOO_LARGE');
    expect(sizeRefusal({ size: 7, declaredSize: 8 }, 10)).toBe('UPLOAD_INCOMPLETE');
  });
  it('lets an upload opened before sizes were recorded pass on the limit alone', () => {
    expect(sizeRefusal({ size: 5 }, 10)).toBeUndefined();
    expect(sizeRefusal({ size: 5 }, undefined)).toBeUndefined();
  });
});

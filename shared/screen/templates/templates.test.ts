import { describe, expect, it } from 'vitest';
import { migrate } from '../migrations/index.js';
import { TEMPLATES } from './index.js';

describe('the template gallery', () => {
  it('has the blanks and at least six built-in screens with real content', () => {
    expect(TEMPLATES.find((t) => t.id === 'blank')?.document.config).toMatchObject({ width: 1920, height: 1080 });
    expect(TEMPLATES.find((t) => t.id === 'mobile-blank')?.document.config.width).toBe(750);
    const builtIn = TEMPLATES.filter((t) => !t.id.includes('blank'));
    expect(builtIn.length).toBeGreaterThanOrEqual(6);
    for (const template of builtIn) expect(Object.keys(template.document.widgets).length).toBeGreaterThanOrEqual(5);
  });

  it('holds only valid current documents that fit their canvas', () => {
    for (const { document } of TEMPLATES) {
      expect(migrate(document)).toEqual(document);
      for (const box of document.layout) {
        expect(box.x + box.w).toBeLessThanOrEqual(document.config.width);
        expect(box.y + box.h).toBeLessThanOrEqual(document.config.height);
      }
    }
  });
});

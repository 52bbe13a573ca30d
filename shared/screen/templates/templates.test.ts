import { describe, expect, it } from 'vitest';
import { otherLanguage, widgetTexts } from '../../widgets/sample-language.js';
import type { Language } from '../../errors/catalogue.js';
import { migrate } from '../migrations/index.js';
import { TEMPLATES } from './index.js';

const LANGUAGES: readonly Language[] = ['zh', 'en'];
const builtIn = TEMPLATES.filter((t) => !t.id.includes('blank'));

describe('the template gallery', () => {
  it('has the blanks and at least six built-in screens with real content', () => {
    for (const language of LANGUAGES) {
      expect(TEMPLATES.find((t) => t.id === 'blank')?.documents[language].config).toMatchObject({
        width: 1920,
        height: 1080,
      });
      expect(TEMPLATES.find((t) => t.id === 'mobile-blank')?.documents[language].config.width).toBe(750);
    }
    expect(builtIn.length).toBeGreaterThanOrEqual(6);
    for (const template of builtIn)
      expect(Object.keys(template.documents.en.widgets).length, template.id).toBeGreaterThanOrEqual(5);
  });

  it('holds only valid current documents whose widgets fit the canvas and do not overlap', () => {
    for (const template of TEMPLATES) {
      for (const document of Object.values(template.documents)) {
        expect(migrate(document)).toEqual(document);
        for (const box of document.layout) {
          expect(box.x + box.w).toBeLessThanOrEqual(document.config.width);
          expect(box.y + box.h).toBeLessThanOrEqual(document.config.height);
        }
        // Content widgets (not the title bar, clock or decorative frames) keep clear of each other.
        const content = document.layout.filter(
          (box) => !/^(decor\.|clock$)/.test(document.widgets[box.widgetId]?.type ?? ''),
        );
        for (const [i, a] of content.entries())
          for (const b of content.slice(i + 1)) {
            const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
            expect(apart, `${template.id}: ${a.widgetId} overlaps ${b.widgetId}`).toBe(true);
          }
      }
    }
  });

  it('builds the same screen in both languages: widgets, types and boxes', () => {
    for (const { id, documents } of TEMPLATES) {
      expect(documents.en.layout, id).toEqual(documents.zh.layout);
      const types = (language: Language) => Object.values(documents[language].widgets).map((w) => [w.id, w.type]);
      expect(types('en'), id).toEqual(types('zh'));
    }
  });

  it('speaks only the language it is built in: titles, labels, layer names, rows and series', () => {
    for (const template of builtIn) {
      for (const language of LANGUAGES) {
        const document = template.documents[language];
        const texts = [document.config.title, ...Object.values(document.widgets).flatMap(widgetTexts)];
        expect(texts.length, template.id).toBeGreaterThan(10);
        const foreign = texts.flatMap((text) => otherLanguage(text, language));
        expect(foreign, `${template.id} in ${language}`).toEqual([]);
      }
      expect(template.documents.en.config.title, template.id).not.toBe(template.documents.zh.config.title);
    }
  });

  it('shows full boards: scrolling tables and rankings have rows for every visible line', () => {
    for (const template of builtIn) {
      for (const widget of Object.values(template.documents.en.widgets)) {
        if (widget.type !== 'table.scroll' && widget.type !== 'table.ranking') continue;
        const rows = (widget.data as { static: unknown[] }).static;
        const visible = Number(widget.attr.rowsVisible ?? 5);
        expect(rows.length, `${template.id} ${widget.id}`).toBeGreaterThanOrEqual(visible);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkup } from './markup';

describe('rich-text markup', () => {
  it('reads headings, list items and paragraphs, skipping blank lines', () => {
    expect(parseMarkup('# Title\n\n- one\nplain').map((b) => [b.kind, b.spans.map((s) => s.text).join('')])).toEqual([
      ['heading', 'Title'],
      ['item', 'one'],
      ['paragraph', 'plain'],
    ]);
  });

  it('reads bold, italic and highlight inside a line', () => {
    expect(parseInline('a **b** *c* ==d== e')).toEqual([
      { text: 'a ' },
      { text: 'b', bold: true },
      { text: ' ' },
      { text: 'c', italic: true },
      { text: ' ' },
      { text: 'd', mark: true },
      { text: ' e' },
    ]);
  });

  it('keeps markup-like text that is not markup, and HTML as text', () => {
    expect(parseInline('2 * 3 = 6')).toEqual([{ text: '2 * 3 = 6' }]);
    expect(parseInline('<b>x</b>')).toEqual([{ text: '<b>x</b>' }]);
  });
});

/**
 * The rich-text widget's markup, pure and safe (no HTML): lines starting `# ` are headings,
 * `- ` list items, other non-empty lines paragraphs; inside a line `**bold**`, `*italic*` and
 * `==highlight==`.
 */
export interface Span {
  text: string;
  bold?: true;
  italic?: true;
  mark?: true;
}

export interface Block {
  kind: 'heading' | 'item' | 'paragraph';
  spans: Span[];
}

const INLINE = /(\*\*[^*]+\*\*|==[^=]+==|\*[^*\s][^*]*\*)/g;

export function parseInline(line: string): Span[] {
  const spans: Span[] = [];
  for (const part of line.split(INLINE)) {
    if (!part) continue;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      spans.push({ text: part.slice(2, -2), bold: true });
    else if (part.startsWith('==') && part.endsWith('==') && part.length > 4)
      spans.push({ text: part.slice(2, -2), mark: true });
    else if (part.startsWith('*') && part.endsWith('*') && part.length > 2)
      spans.push({ text: part.slice(1, -1), italic: true });
    else spans.push({ text: part });
  }
  return spans;
}

export function parseMarkup(markup: string): Block[] {
  return markup
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      if (line.startsWith('# ')) return { kind: 'heading', spans: parseInline(line.slice(2).trim()) };
      if (line.startsWith('- ')) return { kind: 'item', spans: parseInline(line.slice(2).trim()) };
      return { kind: 'paragraph', spans: parseInline(line) };
    });
}

/** One row slot of the scrolling board: `row` is the data index, `key` stays with it while it moves up. */
export interface RowSlot {
  key: number;
  row: number;
  /** -1: just scrolled out above; `visible`: waiting below, sliding in next. */
  slot: number;
}

/**
 * The rows the board draws after `tick` scroll steps, pure. With no more rows than fit, every
 * row in place and nothing moves. Otherwise a wrapping window of `visible` rows starting at
 * row `tick mod total`, plus the row that just left (slot -1) and the next one (slot `visible`),
 * so a CSS transition on each row's position animates the step.
 */
export function scrollWindow(total: number, visible: number, tick: number): RowSlot[] {
  if (total <= 0) return [];
  if (total <= visible) return Array.from({ length: total }, (_, row) => ({ key: row, row, slot: row }));
  const slots: RowSlot[] = [];
  for (let slot = -1; slot <= visible; slot++) {
    const key = tick + slot;
    slots.push({ key, row: ((key % total) + total) % total, slot });
  }
  return slots;
}

/** Whether the board scrolls at all. */
export const scrolls = (total: number, visible: number) => total > visible;

/** A text's width in Latin characters: CJK and other wide characters count twice. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += char.codePointAt(0)! >= 0x2e80 ? 2 : 1;
  return width;
}

/**
 * Relative column widths from content: the widest of the header and the first 50 cells, in
 * Latin characters, within [4, 30] so a short code keeps room and a long text cannot starve the others.
 */
export function columnWeights(headers: readonly string[], cells: ReadonlyArray<readonly string[]>): number[] {
  return headers.map((header, column) => {
    const longest = Math.max(textWidth(header), ...cells.slice(0, 50).map((row) => textWidth(row[column] ?? '')));
    return Math.max(4, Math.min(30, longest));
  });
}

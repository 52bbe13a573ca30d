/** One numbered step of the screen document's history: `from` → `to` (= from + 1). */
export interface Migration {
  from: number;
  to: number;
  up(document: unknown): unknown;
}

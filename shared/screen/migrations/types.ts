/** One numbered step of the screen document's history: `from` → `to` (= from + 1). */
export interface Migration {
  from: number;
  to: number;
  /** The widgets a document of version `from` holds: `up` must keep at least as many. */
  widgetsIn(document: unknown): number;
  up(document: unknown): unknown;
}

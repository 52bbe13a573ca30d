import type { WorksheetFieldType } from '../../../../shared/datasource/worksheet.js';
import { cellKind, type CellKind, type CellValue } from './cells.js';

/** The type two kinds of cells share: integers widen to decimals, dates to datetimes, the rest to text. */
function widen(current: CellKind, next: CellKind): CellKind {
  if (next === 'empty' || current === next) return current;
  if (current === 'empty') return next;
  const pair = new Set([current, next]);
  if (pair.has('integer') && pair.has('decimal')) return 'decimal';
  if (pair.has('date') && pair.has('datetime')) return 'datetime';
  return 'text';
}

/** Settles each column's type over the rows it is shown (empty cells say nothing). */
export class TypeInference {
  private readonly kinds: CellKind[];

  constructor(columns: number) {
    this.kinds = new Array<CellKind>(columns).fill('empty');
  }

  add(cells: readonly CellValue[]): void {
    for (let index = 0; index < this.kinds.length; index += 1) {
      const current = this.kinds[index] ?? 'empty';
      if (current !== 'text') this.kinds[index] = widen(current, cellKind(cells[index] ?? null));
    }
  }

  /** Columns with no value in the rows seen are text. */
  types(): WorksheetFieldType[] {
    return this.kinds.map((kind) => (kind === 'empty' ? 'text' : kind));
  }
}

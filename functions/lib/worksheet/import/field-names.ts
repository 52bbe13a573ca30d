import { WORKSHEET_LIMITS } from '../../../../shared/datasource/worksheet.js';
import { cellText, type CellValue } from './cells.js';

/**
 * Field names from the title row: trimmed, control characters and double quotes dropped (the
 * field schema refuses them), cut to the limit; a blank one becomes `column_N` (1-based) and a
 * repeated one (case-insensitively, as SQL sees names) `name_2`, `name_3`…
 */
export function fieldNames(titleCells: readonly CellValue[]): string[] {
  const taken = new Set<string>();
  return titleCells.map((cell, index) => {
    const cleaned = cellText(cell)
      .replace(/[\p{Cc}"]/gu, ' ')
      .trim()
      .slice(0, WORKSHEET_LIMITS.fieldNameMaxLength - 4)
      .trim();
    const base = cleaned === '' ? `column_${index + 1}` : cleaned;
    let name = base;
    for (let suffix = 2; taken.has(name.toLowerCase()); suffix += 1) name = `${base}_${suffix}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

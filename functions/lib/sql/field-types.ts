import type { ApiFieldType } from '../../../shared/acts/data-api.js';
import type { WorksheetFieldType } from '../../../shared/datasource/worksheet.js';
import type { EngineType } from '../../../shared/datasource/types.js';
import { engineDriver } from './engines.js';
import { isIntegerType } from './type-names.js';

/**
 * The data API field type of a column, from the lower-case type name its engine reports
 * (`SqlColumn.type`): the engine's own `fieldType` (engine.ts; most use type-names.ts's
 * `standardFieldType`).
 */
export function fieldTypeOf(engine: EngineType, databaseType: string): ApiFieldType {
  return engineDriver(engine).fieldType(databaseType);
}

/** A worksheet's field type for a column: the data API field type, with numbers split into integers and decimals. */
export function worksheetTypeOf(engine: EngineType, databaseType: string): WorksheetFieldType {
  switch (fieldTypeOf(engine, databaseType)) {
    case 'number':
      return isIntegerType(databaseType) ? 'integer' : 'decimal';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    default:
      return 'text';
  }
}

import { worksheetFieldSchema, type WorksheetField } from '../../../../shared/datasource/worksheet.js';
import { ErrorCode, type ErrorCodeValue } from '../../../../shared/errors/catalogue.js';
import { firstErrorCode } from '../../../../shared/validation/issues.js';

const nameSchema = worksheetFieldSchema.shape.name;

/**
 * What is wrong with each field's name before sending, by index: the field schema's own code
 * (blank, too long, a quote or control character), else WORKSHEET_FIELD_DUPLICATE for every
 * field sharing its name (trimmed, case-insensitive) with another, as the server compares them.
 */
export function fieldNameIssues(fields: readonly Pick<WorksheetField, 'name'>[]): Map<number, ErrorCodeValue> {
  const issues = new Map<number, ErrorCodeValue>();
  const byName = new Map<string, number[]>();
  fields.forEach((field, index) => {
    const checked = nameSchema.safeParse(field.name);
    if (!checked.success) {
      issues.set(index, firstErrorCode(checked.error, field.name));
      return;
    }
    const key = checked.data.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), index]);
  });
  for (const indexes of byName.values())
    if (indexes.length > 1) for (const index of indexes) issues.set(index, ErrorCode.WORKSHEET_FIELD_DUPLICATE);
  return issues;
}

/** Fields as sent: names trimmed. */
export const trimmedFields = (fields: readonly WorksheetField[]): WorksheetField[] =>
  fields.map((field) => ({ ...field, name: field.name.trim() }));

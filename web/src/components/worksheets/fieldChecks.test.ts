import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { fieldNameIssues, trimmedFields } from './fieldChecks';

describe('field name checks before sending', () => {
  it('flags every field sharing a name, trimmed and case-insensitive, as the server compares them', () => {
    const issues = fieldNameIssues([{ name: 'Region' }, { name: 'amount' }, { name: ' region ' }, { name: 'day' }]);
    expect([...issues]).toEqual([
      [0, ErrorCode.WORKSHEET_FIELD_DUPLICATE],
      [2, ErrorCode.WORKSHEET_FIELD_DUPLICATE],
    ]);
  });

  it('flags a blank name, a quote and an over-long name with the field schema’s code', () => {
    const issues = fieldNameIssues([
      { name: '  ' },
      { name: 'say "hi"' },
      { name: 'x'.repeat(129) },
      { name: '销售额' },
    ]);
    expect(issues.get(0)).toBe(ErrorCode.WORKSHEET_FIELD_INVALID);
    expect(issues.get(1)).toBe(ErrorCode.WORKSHEET_FIELD_INVALID);
    expect(issues.get(2)).toBe(ErrorCode.WORKSHEET_FIELD_INVALID);
    expect(issues.has(3)).toBe(false);
  });

  it('sends names trimmed', () => {
    expect(trimmedFields([{ name: ' day ', type: 'date', source: 0 }])).toEqual([
      { name: 'day', type: 'date', source: 0 },
    ]);
  });
});

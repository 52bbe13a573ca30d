import { describe, expect, it } from 'vitest';
import type { WorksheetSummary } from '../../../../shared/acts/worksheet.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { errorText } from '../../i18n/errorTexts';
import { RpcError } from '../../api/errors';
import en from '../../i18n/en.json';
import zh from '../../i18n/zh.json';
import { refusedInUse, removalBlock } from './removal';

const sheet = (useCount: number) => ({ _id: 'w1', name: 'Sales', use_count: useCount }) as WorksheetSummary;

describe('why a worksheet cannot be removed', () => {
  it('counts the data APIs before asking, and says screens when the server refused for them', () => {
    expect(removalBlock(sheet(2), false)).toEqual({ by: 'apis', count: 2 });
    expect(removalBlock(sheet(0), false)).toBeUndefined();
    expect(removalBlock(sheet(0), true)).toEqual({ by: 'screens' });
  });

  it('takes only the in-use refusal for one', () => {
    expect(refusedInUse(new RpcError(ErrorCode.WORKSHEET_IN_USE, 'in use'))).toBe(true);
    expect(refusedInUse(new RpcError(ErrorCode.WORKSHEET_NOT_FOUND, 'gone'))).toBe(false);
    expect(refusedInUse(new Error('network'))).toBe(false);
  });

  it('tells, in both languages, which widgets hold it and what to do', () => {
    expect(errorText(ErrorCode.WORKSHEET_IN_USE, 'en')).toBe('The worksheet is in use');
    expect(en.dataFile.remove.inUseByScreens).toMatch(/widget.*published version/i);
    expect(errorText(ErrorCode.WORKSHEET_IN_USE, 'zh')).toBe('工作表正在被使用');
    expect(zh.dataFile.remove.inUseByScreens).toMatch(/组件.*版本/);
  });
});

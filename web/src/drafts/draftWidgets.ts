import type { Language } from '../../../shared/errors/catalogue.js';
import type { LayoutEntry, Widget } from '../../../shared/screen/document.js';
import type { DraftWidget } from '../../../shared/screen/draft.js';
import { worksheetDraftWidgets as draftOverWorksheet } from '../../../shared/screen/draft-worksheet.js';
import type { FieldShape } from '../../../shared/widgets/field-shape.js';
import { randomId } from '../editor/model/clipboard';

/**
 * "Chart this" over a worksheet: the drafted widgets of shared/screen/draft-worksheet.ts (the
 * demo seed drafts its screen there too), named with the editor's widget ids.
 */
export { worksheetShape } from '../../../shared/screen/draft-worksheet.js';

/**
 * The widgets of a draft over a worksheet, each at its drafted place, titled by its fields. They
 * carry no sample content, so nothing of them depends on the language.
 */
export function worksheetDraftWidgets(
  drafts: readonly DraftWidget[],
  worksheetId: string,
  shape: readonly FieldShape[],
  _language: Language,
): { widget: Widget; layout: LayoutEntry }[] {
  return draftOverWorksheet(drafts, worksheetId, shape, () => randomId());
}

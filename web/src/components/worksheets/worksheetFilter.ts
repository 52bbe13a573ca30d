import type { WorksheetGroup, WorksheetSummary } from '../../../../shared/acts/worksheet.js';

import type { GroupFilter } from '../common/EntityGroupRail';

/**
 * The worksheets the list shows: those of the picked group whose name or source holds the
 * keyword (case-insensitive); the latest change first.
 */
export function filterWorksheets(
  items: readonly WorksheetSummary[],
  groups: readonly WorksheetGroup[],
  filter: GroupFilter,
  keyword: string,
): WorksheetSummary[] {
  const defaultId = groups.find((group) => group.default === 1)?._id;
  const inGroup = (item: WorksheetSummary) =>
    filter === 'all' || item.group_id === filter || (item.group_id === '' && filter === defaultId);
  const needle = keyword.trim().toLowerCase();
  const matches = (item: WorksheetSummary) =>
    needle === '' || [item.name, item.source_label].some((text) => text.toLowerCase().includes(needle));
  return items.filter((item) => inGroup(item) && matches(item)).sort((a, b) => b.updated_at - a.updated_at);
}

/** The group id a new worksheet goes to from the rail's pick: the picked user group, else the default (''). */
export function groupForNew(groups: readonly WorksheetGroup[] | undefined, filter: GroupFilter): string {
  if (filter === 'all') return '';
  const group = groups?.find((each) => each._id === filter);
  return group && group.default !== 1 ? group._id : '';
}

import type { ApiGroup, ApiSummary } from '../../../../shared/acts/data-api.js';
import type { GroupFilter } from '../common/EntityGroupRail';

/**
 * The APIs the list shows: those of the picked group (an API with no group, `''`, is in the
 * default group) whose name, path or description holds the keyword; the latest change first.
 */
export function filterApis(
  apis: readonly ApiSummary[],
  groups: readonly ApiGroup[],
  filter: GroupFilter,
  keyword: string,
): ApiSummary[] {
  const defaultId = groups.find((group) => group.default === 1)?._id;
  const inGroup = (api: ApiSummary) =>
    filter === 'all' || api.group_id === filter || (api.group_id === '' && filter === defaultId);
  const needle = keyword.trim().toLowerCase();
  const matches = (api: ApiSummary) =>
    needle === '' || [api.name, api.path, api.description].some((text) => text.toLowerCase().includes(needle));
  return apis.filter((api) => inGroup(api) && matches(api)).sort((a, b) => b.updated_at - a.updated_at);
}

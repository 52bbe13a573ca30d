import { useCallback, useRef } from 'react';
import { useScreenCalls, type ScreenOrder } from '../../api/screens';
import type { GroupItem } from '../../api/results';
import { reportError } from '../../app/reportError';
import { reorderIds, type DropSide } from '../../screenList/groupOrder';

interface Deps {
  group: GroupItem | undefined;
  order: ScreenOrder;
  keyword: string;
  hasMore: boolean;
  ids: readonly string[];
  arrange: (ids: readonly string[]) => unknown;
  refresh: () => unknown;
}

/**
 * Custom order by dragging one card onto another (`v1/screen/sort`): shown at once, saved,
 * reloaded on failure. Only where the whole order is known: one group, custom order, no
 * search, every page loaded.
 */
export function useScreenReorder({ group, order, keyword, hasMore, ids, arrange, refresh }: Deps) {
  const calls = useScreenCalls();
  const idsRef = useRef(ids);
  idsRef.current = ids;
  const enabled = group !== undefined && order === 'sort' && !keyword && !hasMore;
  const groupId = group?._id;
  const reorder = useCallback(
    (moved: string, target: string, side: DropSide) => {
      if (!groupId) return;
      const next = reorderIds(idsRef.current, moved, target, side);
      if (!next) return;
      void arrange(next);
      calls.sort(groupId, next).catch((error: unknown) => {
        reportError(error);
        void refresh();
      });
    },
    [groupId, arrange, calls, refresh],
  );
  return enabled ? reorder : null;
}

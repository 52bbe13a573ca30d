import { useCallback, useState } from 'react';
import { useServices } from '../../app/services';
import type { ScreenOrder } from '../../api/screens';
import type { ViewMode } from './ScreenGrid';

const isView = (value: unknown): value is ViewMode => value === 'grid' || value === 'list';
const isOrder = (value: unknown): value is ScreenOrder => value === 'sort' || value === 'name' || value === 'time';

/** Grid or list, and the sort order: remembered in storage across visits. */
export function useListPrefs() {
  const { store } = useServices();
  const [view, setViewState] = useState<ViewMode>(() => {
    const stored = store.get('screenView');
    return isView(stored) ? stored : 'grid';
  });
  const [order, setOrderState] = useState<ScreenOrder>(() => {
    const stored = store.get('screenOrder');
    return isOrder(stored) ? stored : 'sort';
  });
  const setView = useCallback(
    (next: ViewMode) => {
      setViewState(next);
      store.set('screenView', next);
    },
    [store],
  );
  const setOrder = useCallback(
    (next: ScreenOrder) => {
      setOrderState(next);
      store.set('screenOrder', next);
    },
    [store],
  );
  return { view, setView, order, setOrder };
}

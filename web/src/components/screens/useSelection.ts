import { useCallback, useEffect, useRef, useState } from 'react';
import {
  EMPTY_SELECTION,
  pruneSelection,
  selectAll,
  toggleSelection,
  type Selection,
} from '../../screenList/selection';

/** The selection of the shown cards; `toggle` is stable so cards need not re-render for it. */
export function useSelection(order: readonly string[]) {
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const orderRef = useRef(order);
  orderRef.current = order;

  useEffect(() => {
    setSelection((current) => pruneSelection(current, order));
  }, [order]);

  const toggle = useCallback((id: string, shift: boolean) => {
    setSelection((current) => toggleSelection(current, id, orderRef.current, { shift }));
  }, []);
  const all = useCallback(() => setSelection(selectAll(orderRef.current)), []);
  const clear = useCallback(() => setSelection(EMPTY_SELECTION), []);
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  /** The ids a drag of `id` carries: the selection if it holds `id`, else just `id`. */
  const dragIds = useCallback((id: string) => {
    const current = selectionRef.current;
    return current.ids.has(id) ? orderRef.current.filter((each) => current.ids.has(each)) : [id];
  }, []);

  return { selection, toggle, all, clear, dragIds };
}

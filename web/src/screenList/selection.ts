/**
 * Multi-selection of the screen list: a set of ids plus the anchor of the last plain or
 * toggling click, so Shift-click selects the range between the anchor and the target in
 * the order the cards are shown (as file managers and Google Photos do).
 */
export interface Selection {
  ids: ReadonlySet<string>;
  anchor: string | null;
}

export const EMPTY_SELECTION: Selection = { ids: new Set(), anchor: null };

export interface ClickModifiers {
  shift?: boolean;
}

/** The ids between `a` and `b` (both included) in `order`; just `b` when either is missing. */
export function rangeBetween(order: readonly string[], a: string, b: string): string[] {
  const from = order.indexOf(a);
  const to = order.indexOf(b);
  if (from < 0 || to < 0) return order.includes(b) ? [b] : [];
  const [start, end] = from <= to ? [from, to] : [to, from];
  return order.slice(start, end + 1);
}

/**
 * A click on a card's checkbox: toggles it, or with Shift adds the anchor..target range
 * (when the target was already selected, Shift removes that range instead).
 */
export function toggleSelection(
  state: Selection,
  id: string,
  order: readonly string[],
  modifiers: ClickModifiers = {},
): Selection {
  const next = new Set(state.ids);
  if (modifiers.shift && state.anchor !== null && order.includes(state.anchor)) {
    const range = rangeBetween(order, state.anchor, id);
    const select = !state.ids.has(id);
    for (const each of range) {
      if (select) next.add(each);
      else next.delete(each);
    }
    return { ids: next, anchor: state.anchor };
  }
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return { ids: next, anchor: id };
}

export function selectAll(order: readonly string[]): Selection {
  return { ids: new Set(order), anchor: order[0] ?? null };
}

/** Keeps only ids still shown (after a reload, a move or a delete). */
export function pruneSelection(state: Selection, order: readonly string[]): Selection {
  if (state.ids.size === 0) return state;
  const shown = new Set(order);
  const kept = [...state.ids].filter((id) => shown.has(id));
  if (kept.length === state.ids.size) return state;
  return { ids: new Set(kept), anchor: state.anchor !== null && shown.has(state.anchor) ? state.anchor : null };
}

/** Whether every shown card is selected: `true`, `false`, or `'mixed'` for a tri-state box. */
export function allState(state: Selection, order: readonly string[]): boolean | 'mixed' {
  if (state.ids.size === 0 || order.length === 0) return false;
  const selected = order.filter((id) => state.ids.has(id)).length;
  if (selected === 0) return false;
  return selected === order.length ? true : 'mixed';
}

/** The selected ids in display order (batch calls send them in that order). */
export function orderedSelection(state: Selection, order: readonly string[]): string[] {
  return order.filter((id) => state.ids.has(id));
}

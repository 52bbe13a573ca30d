import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Marks a one-line label whose whole text should fit its box (see `useFittedFont`). */
export const FIT_LABEL = { 'data-fit-label': '' } as const;

/** How far the marked labels inside `root` must shrink to fit: 1 when they all fit. */
export function overflowRatio(root: HTMLElement): number {
  let ratio = 1;
  for (const label of root.querySelectorAll<HTMLElement>('[data-fit-label]')) {
    if (label.clientWidth > 0 && label.scrollWidth > label.clientWidth)
      ratio = Math.min(ratio, label.clientWidth / label.scrollWidth);
  }
  return ratio;
}

/**
 * The font size for a row of one-line labels: `max` when every label marked with `FIT_LABEL`
 * inside the returned element shows its whole text, else smaller, measured in the page, down to
 * `min`; below that the labels ellipsize (their own CSS) and carry their full text as a title.
 * `layout` names what changes the room or the text (box size, labels): a new one starts again
 * from `max`.
 */
export function useFittedFont<T extends HTMLElement>(
  max: number,
  min: number,
  layout: string,
): [RefObject<T | null>, number] {
  const ref = useRef<T | null>(null);
  const basis = `${max}|${min}|${layout}`;
  const [state, setState] = useState({ basis, font: max });
  let font = state.font;
  if (state.basis !== basis) {
    font = max;
    setState({ basis, font });
  }
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root || font <= min) return;
    const ratio = overflowRatio(root);
    if (ratio >= 1) return;
    const next = Math.max(min, Math.min(font - 1, Math.floor(font * ratio)));
    setState((current) => (current.basis === basis ? { basis, font: next } : current));
  }, [basis, font, min]);
  return [ref, font];
}

import { useState } from 'react';

/**
 * True from the first render where `open` is true, and from then on: a lazily loaded dialog is
 * mounted when first opened (its code loads then), and stays mounted so it can animate out.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

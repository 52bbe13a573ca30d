import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts `children` from the first render where `open` is true, and keeps them mounted after: a
 * lazily loaded dialog's code loads when it is first opened, and the dialog still animates out.
 * While its code loads, nothing shows.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

import { Suspense, useEffect, useState, type ReactNode } from 'react';

interface OpenedOnceProps {
  open: boolean;
  /**
   * Also mount once this is true and the page is idle (a page passes it when it has drawn its
   * content): the code loads after the page is usable, and the dialogs inside mount closed
   * before they are first opened.
   */
  whenIdle?: boolean;
  children: ReactNode;
}

/** Browsers without `requestIdleCallback` (Safari) wait a moment instead. */
const onIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 300);
  return () => window.clearTimeout(id);
};

/**
 * Mounts `children` from the first render where `open` is true, and keeps them mounted after: a
 * lazily loaded dialog's code loads when it is first opened, and the dialog still animates out.
 * While its code loads, nothing shows.
 */
export function OpenedOnce({ open, whenIdle = false, children }: OpenedOnceProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => (whenIdle && !opened ? onIdle(() => setOpened(true)) : undefined), [whenIdle, opened]);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

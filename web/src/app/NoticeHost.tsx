import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { noticesWaiting, onNoticeWaiting } from './notify';

const AppToaster = lazy(() => import('./AppToaster'));

/**
 * Where toasts appear: draws the toaster once the first notice is queued, and keeps it. A root
 * without the UI kit's provider gives a toaster that brings its own (signIn/SignInToaster.tsx).
 */
export function NoticeHost({ toaster: Toaster = AppToaster }: { toaster?: ComponentType }) {
  const [wanted, setWanted] = useState(noticesWaiting);
  useEffect(() => {
    if (wanted) return undefined;
    if (noticesWaiting()) {
      setWanted(true);
      return undefined;
    }
    return onNoticeWaiting(() => setWanted(true));
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

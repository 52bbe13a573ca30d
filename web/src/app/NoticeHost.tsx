import { lazy, Suspense, useEffect, useState } from 'react';
import { noticesWaiting, onNoticeWaiting } from './notify';

const AppToaster = lazy(() => import('./AppToaster'));

/** Where toasts appear: draws the toaster once the first notice is queued, and keeps it. */
export function NoticeHost() {
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
      <AppToaster />
    </Suspense>
  ) : null;
}

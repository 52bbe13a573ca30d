import { useSyncExternalStore } from 'react';

/** A viewport this narrow is a phone: it plays a group's mobile display rules (`mobile_group`). */
export const PHONE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(PHONE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether the page is shown on a phone-sized viewport (live: turning a tablet may change it). */
export function usePhoneViewport(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

const DEVICE_KEY = 'wb_device_id';
/** A tab's own id, taken when another online display holds the browser's (`DEVICE_IN_USE`). */
const TAB_DEVICE_KEY = 'wb_tab_device_id';
const isDeviceId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value);
type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

/** 24 random bytes as base64url: the `deviceId` schema's 32 characters. */
export function newDeviceId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(24));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * This browser's display id: made once and kept in its storage (a fresh one each time when
 * storage is refused); a tab that had to take its own id (`tab`, its session storage) keeps that one.
 */
export function deviceIdOf(storage: KeyValue | null, tab: KeyValue | null = null): string {
  try {
    const own = tab?.getItem(TAB_DEVICE_KEY);
    if (isDeviceId(own)) return own;
    const kept = storage?.getItem(DEVICE_KEY);
    if (isDeviceId(kept)) return kept;
    const made = newDeviceId();
    storage?.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return newDeviceId();
  }
}

/** A new id for this tab only: the browser's id stays for its other tabs and next visits. */
export function renewTabDeviceId(tab: KeyValue | null): string {
  const made = newDeviceId();
  try {
    tab?.setItem(TAB_DEVICE_KEY, made);
  } catch {
    // Refused storage: the id lasts as long as the page.
  }
  return made;
}

/** The page's storage, or null where it is refused (a sandboxed frame). */
export function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The tab's session storage, or null where it is refused. */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

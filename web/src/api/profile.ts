import { useSyncExternalStore } from 'react';
import useSWR from 'swr';
import type { ActiveSession } from '../../../shared/acts/user.js';
import { useServices } from '../app/services';
import type { ClientStore } from '../storage';
import { storedUser, type StoredUser } from './session';
import { useSessionKey } from './sessionKey';

const listeners = new Set<() => void>();
let version = 0;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Writes changed profile fields to the stored client keys and tells every `useStoredUser` to re-read them. */
export function updateStoredProfile(
  store: ClientStore,
  fields: Partial<{ name: string; email: string; avatar: string }>,
): void {
  if (fields.name !== undefined) store.set('name', fields.name);
  if (fields.email !== undefined) store.set('max_email', fields.email);
  if (fields.avatar !== undefined) store.set('avatar', fields.avatar);
  version += 1;
  for (const listener of listeners) listener();
}

/** The signed-in user as stored, re-read when the profile page changes it (the header shows it at once). */
export function useStoredUser(): StoredUser {
  const { store } = useServices();
  useSyncExternalStore(subscribe, () => version);
  return storedUser(store);
}

/** The caller's live sessions (`v1/user/session_list`, docs/protocol.md#active-sessions). */
export function useActiveSessions() {
  const { rpc } = useServices();
  return useSWR<ActiveSession[]>(
    ['v1/user/session_list', useSessionKey()],
    () => rpc.call('v1/user/session_list', {}),
    {
      revalidateOnFocus: false,
    },
  );
}

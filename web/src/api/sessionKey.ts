import { useServices } from '../app/services';

/**
 * The signed-in session's token, for SWR keys: a list read under one session is never shown to
 * another sign-in ('' when signed out).
 */
export function useSessionKey(): string {
  const { store } = useServices();
  return store.get('auth') ?? '';
}

import type { ServiceStatusCode } from '../online/onlineCheck';

/** What a display knows of its link to the service: its socket, and the page's online check. */
export interface LinkState {
  /** The socket was up once: only a connection that was up can be lost. */
  everOnline: boolean;
  socketOnline: boolean;
  /** The online check's last word was 502 (the service gone). */
  serviceDown: boolean;
}

export type LinkEvent = { type: 'socket'; online: boolean } | { type: 'check'; code: ServiceStatusCode };

export const initialLink: LinkState = { everOnline: false, socketOnline: false, serviceDown: false };

/**
 * Folds the socket's ups and downs and the online check's answers. A socket that comes up again
 * proves the service is back: it clears a 502 the check saw meanwhile, which would otherwise
 * keep the wall saying "offline" until the check's next turn (up to a minute later).
 */
export function linkReducer(state: LinkState, event: LinkEvent): LinkState {
  if (event.type === 'check') return { ...state, serviceDown: event.code === 502 };
  if (event.online === state.socketOnline) return state;
  if (event.online) return { everOnline: true, socketOnline: true, serviceDown: false };
  return { ...state, socketOnline: false };
}

/** Whether the display shows its offline badge: the connection it had is lost, or the service is gone. */
export const isOffline = (state: LinkState): boolean => state.serviceDown || (state.everOnline && !state.socketOnline);

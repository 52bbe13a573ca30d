import MESSAGES from 'share-messages:en';

/** The share route's sections of the en messages (see shareMessages.ts). */
export { MESSAGES };

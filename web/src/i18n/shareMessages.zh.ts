import MESSAGES from 'share-messages:zh';

/** The share route's sections of the zh messages (see shareMessages.ts). */
export { MESSAGES };

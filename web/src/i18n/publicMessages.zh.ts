import MESSAGES from 'public-messages:zh';

/** The zh messages of the pages before sign-in (see publicMessages.ts). */
export { MESSAGES };

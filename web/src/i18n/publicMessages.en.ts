import MESSAGES from 'public-messages:en';

/** The en messages of the pages before sign-in (see publicMessages.ts). */
export { MESSAGES };

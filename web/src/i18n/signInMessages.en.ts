import MESSAGES from 'signin-messages:en';

/** The en messages of the sign-in and registration pages (see signInMessages.ts). */
export { MESSAGES };

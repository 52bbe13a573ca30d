import MESSAGES from 'signin-messages:zh';

/** The zh messages of the sign-in and registration pages (see signInMessages.ts). */
export { MESSAGES };

import type { Language } from '../../../shared/errors/catalogue.js';
import type { MessagesLoader, MessagesPart } from './index';

/**
 * The sections of the messages the sign-in and registration pages show (SIGN_IN_SECTIONS of
 * web/build/messageParts.ts, picked at build time by web/vite.config.ts), one chunk per language.
 * The app, once it takes over the page, adds the rest of the public part.
 */
const CHUNKS: Record<Language, () => Promise<MessagesPart>> = {
  zh: () => import('./signInMessages.zh').then((m) => m.MESSAGES),
  en: () => import('./signInMessages.en').then((m) => m.MESSAGES),
};

export const signInMessages: MessagesLoader = (language) => CHUNKS[language]();

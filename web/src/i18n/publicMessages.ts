import type { Language } from '../../../shared/errors/catalogue.js';
import type { MessagesLoader, MessagesPart } from './index';

/**
 * The messages of the pages before sign-in: every section but those only signed-in pages show
 * (picked at build time by web/vite.config.ts, APP_ONLY_SECTIONS), one chunk per language.
 */
const CHUNKS: Record<Language, () => Promise<MessagesPart>> = {
  zh: () => import('./publicMessages.zh').then((m) => m.MESSAGES),
  en: () => import('./publicMessages.en').then((m) => m.MESSAGES),
};

export const publicMessages: MessagesLoader = (language) => CHUNKS[language]();

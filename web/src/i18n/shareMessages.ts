import type { Language } from '../../../shared/errors/catalogue.js';
import type { MessagesLoader, MessagesPart } from './index';

/**
 * The sections of the messages a share link's pages show (the share pages, the widgets, the
 * public frame, route titles; picked at build time by web/vite.config.ts), one chunk per
 * language, so the editor's and lists' messages stay out of the share route.
 */
const CHUNKS: Record<Language, () => Promise<MessagesPart>> = {
  zh: () => import('./shareMessages.zh').then((m) => m.MESSAGES),
  en: () => import('./shareMessages.en').then((m) => m.MESSAGES),
};

export const shareMessages: MessagesLoader = (language) => CHUNKS[language]();

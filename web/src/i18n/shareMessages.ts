import type { Language } from '../../../shared/errors/catalogue.js';
import type { MessagesLoader, MessagesPart } from './index';

/**
 * The sections of the messages a share link's pages show (the share pages, the widgets, the
 * public frame, route titles), one chunk per language: Vite exports a JSON file's top-level
 * keys by name, so the editor's and lists' messages stay out of the share route.
 */
const CHUNKS: Record<Language, () => Promise<MessagesPart>> = {
  zh: () => import('./shareMessages.zh').then((m) => m.MESSAGES),
  en: () => import('./shareMessages.en').then((m) => m.MESSAGES),
};

export const shareMessages: MessagesLoader = (language) => CHUNKS[language]();

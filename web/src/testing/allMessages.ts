import type { MessagesLoader } from '../i18n';

/** Every section of a language's messages: what component tests start i18next with. */
export const allMessages: MessagesLoader = async (language) =>
  (language === 'zh' ? await import('../i18n/zh.json') : await import('../i18n/en.json')).default;

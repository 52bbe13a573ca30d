import { loadErrorTexts } from '../i18n/errorTexts';

/** Unit tests of web modules read catalogue texts in both languages, as a page that loaded each would. */
await Promise.all([loadErrorTexts('en'), loadErrorTexts('zh')]);

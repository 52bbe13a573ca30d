import type { Plugin } from 'vite';
import { errorTextsIn } from '../../shared/errors/texts';

const ERROR_TEXTS = /^error-texts:(zh|en)$/;

/**
 * `import texts from 'error-texts:en'` gives every catalogue code's text in that language, by
 * name (shared/errors/texts.ts, read here at build time), so a page carries its language's texts
 * alone (web/src/i18n/errorTexts.ts) while the server keeps both.
 */
export function errorTexts(): Plugin {
  return {
    name: 'wallboard-error-texts',
    resolveId: (id) => (ERROR_TEXTS.test(id) ? `\0${id}` : null),
    load(id) {
      const language = ERROR_TEXTS.exec(id.replace(/^\0/, ''))?.[1];
      if (!id.startsWith('\0') || (language !== 'zh' && language !== 'en')) return null;
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(errorTextsIn(language)))});`;
    },
  };
}

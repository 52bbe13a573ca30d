/**
 * The sections of the messages (web/src/i18n/<language>.json) only signed-in pages show: the
 * build leaves them out of the part the pages before sign-in load (login, register, SSO, errors;
 * web/vite.config.ts), and scripts/bench/page-weight.test.ts checks that those pages' sources use
 * no key of them.
 */
export const APP_ONLY_SECTIONS: readonly string[] = [
  'admin',
  'carousel',
  'createScreen',
  'dataApi',
  'dataFile',
  'datasources',
  'drafts',
  'editor',
  'groups',
  'mobileRules',
  'pad',
  'personalize',
  'screenList',
  'versions',
  'widgets',
];

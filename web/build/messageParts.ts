/**
 * The sections of the messages (web/src/i18n/<language>.json) only signed-in pages show: the
 * build leaves them out of the part every page loads (login, register, SSO, errors; the public
 * part, web/vite.config.ts) and makes each a chunk of its own per language, which a route loads
 * when its page shows it (`messages` of web/src/routing/table.tsx; web/src/routing/routeMessages.test.ts
 * checks each route names every section its code uses).
 */
export const APP_ONLY_SECTIONS = [
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
] as const;

export type AppSection = (typeof APP_ONLY_SECTIONS)[number];

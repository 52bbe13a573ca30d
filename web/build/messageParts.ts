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

/**
 * The sections the pages before sign-in show (the sign-in root, web/src/signIn): a part of their
 * own, smaller than the public part the app's public pages load (web/src/signIn/signInMessages.test.ts
 * checks the sign-in root's code names no other).
 */
export const SIGN_IN_SECTIONS = [
  'brand',
  'common',
  'errors',
  'invite',
  'login',
  'password',
  'register',
  'routes',
  'sso',
] as const;

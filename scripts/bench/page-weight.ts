import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { ROUTES, SHELL_MESSAGES } from '../../web/src/routing/table.js';

/**
 * The JavaScript each page needs before it draws, read off a production build of the SPA: the
 * entry's chunks, then the page's own modules (the app or the share root, its messages, its
 * route's page, the shell) with every chunk they import statically, as gzip level 9 (what
 * CloudFront sends). `npm run bench:pages` measures the same in Chromium; this is its static
 * twin, cheap enough for the unit suite (page-weight.test.ts).
 */
const APP = 'src/app/mountApp.tsx';
/** The pages before sign-in mount their own root, without the UI kit and the router (web/src/signIn/signInPaths.ts). */
const SIGN_IN = 'src/signIn/mountSignIn.tsx';
/** The visitor's theme's values, loaded before the app draws (web/src/themes/loadTheme.ts): dark by default. */
const THEME = '\0theme-values:dark';
/**
 * An act's family of schemas loads with its first call (web/src/api/rpc.ts): signed-in pages call
 * at once, so the map of families and the families of their first calls count (the shell's are
 * the user's acts); the pages before sign-in call only when their form is sent. Signed-in pages
 * also load the loader of their sections of the messages (web/src/i18n/sections.ts).
 */
const family = (name: string) => `../shared/acts/${name}.ts`;
/** What every signed-in page loads with the app: the map of act families and the sections' loader. */
const SIGNED_IN_APP = [APP, THEME, '\0act-families', 'src/i18n/sections.ts'];
const SIGNED_IN = [...SIGNED_IN_APP, family('user')];
const SHELL = 'src/components/shell/AppShell.tsx';
const PUBLIC_MESSAGES = 'src/i18n/publicMessages.en.ts';
const SIGN_IN_MESSAGES = 'src/i18n/signInMessages.en.ts';

/** The en sections of the signed-in pages' messages a route loads (its own, and the shell's with it), as module ids. */
function sectionsOf(path: string, inShell: boolean): string[] {
  const route = ROUTES.find((def) => def.path === path);
  if (!route) throw new Error(`no route ${path} in web/src/routing/table.tsx`);
  return [...(inShell ? SHELL_MESSAGES : []), ...(route.messages ?? [])].map(
    (section) => `\0app-messages:en:${section}`,
  );
}
const inShell = (path: string, page: string, families: readonly string[]) => [
  ...SIGNED_IN,
  PUBLIC_MESSAGES,
  SHELL,
  ...sectionsOf(path, true),
  page,
  ...families.map(family),
];

/** Each page of PAGE_BUDGETS (page-budgets.ts) by name: the modules it loads first, in en. */
export const PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  login: [SIGN_IN, THEME, SIGN_IN_MESSAGES, 'src/signIn/LoginPage.tsx'],
  register: [SIGN_IN, THEME, SIGN_IN_MESSAGES, 'src/signIn/RegisterPage.tsx'],
  'single sign-on': [SIGN_IN, THEME, SIGN_IN_MESSAGES, 'src/signIn/SsoPage.tsx'],
  'screen list': inShell('/screenList/:id?', 'src/routes/ScreenList.tsx', ['group', 'screen']),
  'data: databases': inShell('/dataBase', 'src/routes/DataBase.tsx', ['datasource']),
  'data: worksheets': inShell('/dataFile', 'src/routes/DataFile.tsx', ['worksheet']),
  'data: APIs': inShell('/dataApi', 'src/routes/DataApi.tsx', ['data-api', 'datasource']),
  'admin (members)': inShell('/user', 'src/routes/User.tsx', ['admin']),
  // Outside the shell: it calls no act of the user's before it draws, and asks for a realtime ticket.
  editor: [
    ...SIGNED_IN_APP,
    PUBLIC_MESSAGES,
    ...sectionsOf('/screenEditor/:id?', false),
    'src/routes/ScreenEditor.tsx',
    ...['screen', 'ws'].map(family),
  ],
  'link share': ['src/share/ShareRoot.tsx', 'src/i18n/shareMessages.en.ts'],
};

export interface PageWeight {
  page: string;
  gzipBytes: number;
  /** The page's files, largest first. */
  files: { file: string; gzipBytes: number }[];
}

export interface SpaBuild {
  weights: PageWeight[];
  /** The source modules each page's files hold (repo-relative paths), for checks on what a page carries. */
  modulesOf: (page: string) => string[];
}

/** Builds the SPA in memory and weighs each page of PAGE_MODULES. */
export async function weighPages(): Promise<SpaBuild> {
  const root = join(import.meta.dirname, '..', '..');
  const web = join(root, 'web');
  // A production build, as deployed, whatever the caller's NODE_ENV (vitest sets `test`, which
  // would pick React's development files).
  const callerEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    configFile: join(web, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'silent',
    build: { write: false, sourcemap: false },
  }).finally(() => {
    process.env.NODE_ENV = callerEnv;
  });
  const chunks = (Array.isArray(result) ? result : [result as Rolldown.RolldownOutput])
    .flatMap((output) => ('output' in output ? output.output : []))
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module: string): Rolldown.OutputChunk => {
    const id = module.startsWith('\0') ? module : join(web, module);
    const chunk = chunks.find((each) => each.moduleIds.includes(id));
    if (!chunk) throw new Error(`no chunk holds ${module} in the build`);
    return chunk;
  };
  const closure = (files: readonly string[], seen = new Set<string>()): Set<string> => {
    for (const file of files) {
      if (seen.has(file)) continue;
      seen.add(file);
      closure(byFile.get(file)?.imports ?? [], seen);
    }
    return seen;
  };
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const filesOf = (page: string): string[] => [
    ...closure([...entries, ...(PAGE_MODULES[page] ?? []).map((module) => chunkOf(module).fileName)]),
  ];
  const gzipOf = (file: string): number => gzipSync(byFile.get(file)?.code ?? '', { level: 9 }).length;
  const weights = Object.keys(PAGE_MODULES).map((page) => {
    const files = filesOf(page)
      .map((file) => ({ file, gzipBytes: gzipOf(file) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { page, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files };
  });
  const modulesOf = (page: string): string[] =>
    filesOf(page)
      .flatMap((file) => byFile.get(file)?.moduleIds ?? [])
      .map((id) => id.replace(/^\0/, '').replace(`${root}/`, ''));
  return { weights, modulesOf };
}

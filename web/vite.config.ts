import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { actFamilies } from './build/actFamilies';
import { atomicIcons } from './build/atomicIcons';
import { errorTexts } from './build/errorTexts';
import { APP_ONLY_SECTIONS, SIGN_IN_SECTIONS } from './build/messageParts';
import { themeValues } from './build/themeValues';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.WALLBOARD_BACKEND ?? 'http://localhost:8787';

/**
 * Parts of the messages, picked from web/src/i18n/<language>.json at build time, so a page loads
 * only the sections it shows (build/messageParts.ts): `share-messages:<language>` for a share
 * link's pages, `signin-messages:<language>` (SIGN_IN_SECTIONS) for the sign-in and registration
 * pages, `public-messages:<language>` (every section but APP_ONLY_SECTIONS) for every page of the
 * app, and `app-messages:<language>:<section>` for each of APP_ONLY_SECTIONS, which a route
 * loads when its page shows it. `app-sections` gives the loaders of the latter, by language and
 * section (web/src/i18n/appSections.ts).
 */
/** A share link's pages: share pages, widgets, the public frame, route titles. */
const SHARE_SECTIONS = ['brand', 'common', 'errors', 'routes', 'share', 'widgets'];
const MESSAGES_PART = /^(?:(share|public|signin)-messages:(zh|en)|app-messages:(zh|en):([A-Za-z]+))$/;
const APP_SECTIONS = 'app-sections';
const LANGUAGES = ['zh', 'en'] as const;

function messageParts(): Plugin {
  const sectionsOf = (part: string | undefined, section: string | undefined) => (name: string) =>
    part === 'share'
      ? SHARE_SECTIONS.includes(name)
      : part === 'signin'
        ? (SIGN_IN_SECTIONS as readonly string[]).includes(name)
        : part === 'public'
          ? !(APP_ONLY_SECTIONS as readonly string[]).includes(name)
          : name === section;
  return {
    name: 'wallboard-message-parts',
    resolveId: (id) => (MESSAGES_PART.test(id) || id === APP_SECTIONS ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith('\0')) return null;
      const name = id.slice(1);
      if (name === APP_SECTIONS) {
        const loaders = LANGUAGES.map(
          (language) =>
            `${language}: {${APP_ONLY_SECTIONS.map(
              (section) => `${section}: () => import('app-messages:${language}:${section}')`,
            ).join(', ')}}`,
        );
        return `export default {${loaders.join(', ')}};`;
      }
      const [, part, partLanguage, sectionLanguage, section] = MESSAGES_PART.exec(name) ?? [];
      const language = partLanguage ?? sectionLanguage;
      if (!language) return null;
      const file = fileURLToPath(new URL(`./src/i18n/${language}.json`, import.meta.url));
      this.addWatchFile(file);
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const picked = Object.fromEntries(Object.entries(all).filter(([key]) => sectionsOf(part, section)(key)));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
    },
  };
}

/**
 * `import theme from 'theme-values:dark'` gives that theme's values (web/src/themeSpec.ts, built
 * here with Fluent's builders once per build, see build/themeValues.ts), so a page carries the
 * values of the theme it shows instead of Fluent's theme builders and all their palettes
 * (web/src/themes/loadTheme.ts).
 */
const THEME_VALUES = /^theme-values:(dark|light)$/;

function themeValuesModules(): Plugin {
  let built: ReturnType<typeof themeValues> | undefined;
  return {
    name: 'wallboard-theme-values',
    resolveId: (id) => (THEME_VALUES.test(id) ? `\0${id}` : null),
    load(id) {
      const name = THEME_VALUES.exec(id.replace(/^\0/, ''))?.[1];
      if (!id.startsWith('\0') || (name !== 'dark' && name !== 'light')) return null;
      built ??= themeValues();
      const theme = built[name];
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(theme))});`;
    },
  };
}

/** The SPA: root `web/`, output `web/dist`; in dev the API routes go to the local stack. */
export default defineConfig({
  root: webRoot,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [messageParts(), themeValuesModules(), errorTexts(), actFamilies(), react(), atomicIcons()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Maps for local debugging only: no sourceMappingURL in the served files, and the CDK
    // deployment leaves `*.map` out of the site bucket.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Long-lived chunks only where they cost no route anything: React (every route renders
        // with it) and Highcharts, loaded only by the lazily loaded chart renderers (never by login,
        // lists or a share of a screen without charts); its map module is another, loaded only with
        // the first map, and each map's geometry (map-collection TopoJSON) stays in that map's
        // renderer chunk. The UI kit, the router and the rest are split by use, so a share link
        // loads only the few UI kit modules its screen's widgets use (spec: ≤ 180 kB of JS).
        // The palette's thumbnails (every widgets/**/thumbnail(s).tsx): one small chunk, loaded
        // when the palette is first drawn, never by a share or the viewer.
        codeSplitting: {
          groups: [
            // Without their dependencies: the JSX runtime and the theme helpers they share with the
            // renderers stay where the renderers find them (else every renderer, and so every share,
            // would load this chunk for them).
            {
              name: 'palette-thumbnails',
              test: /web[\\/]src[\\/]widgets[\\/].*thumbnails?\.tsx$/,
              priority: 4,
              includeDependenciesRecursively: false,
            },
            { name: 'highcharts-map', test: /node_modules[\\/]highcharts[\\/]modules[\\/]map\.js/, priority: 5 },
            { name: 'highcharts', test: /node_modules[\\/](highcharts|highcharts-react-official)[\\/]/, priority: 2 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            {
              name: 'kit-core',
              test: /node_modules[\\/](@fluentui[\\/](react-utilities|react-shared-contexts|react-tabster|react-provider|react-portal|react-motion|react-positioning|react-context-selector|react-jsx-runtime|react-aria|react-motion-components-preview|keyboard-keys)|tabster|keyborg|@floating-ui)[\\/]/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/rpc', '/api', '/chameleon', '/license', '/__dev'].map((prefix) => [
        prefix,
        { target: backend, changeOrigin: true },
      ]),
    ),
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
  },
  preview: { port: 4173 },
});

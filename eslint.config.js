// ESLint (flat config): type-aware TypeScript rules, React hooks and the folder boundaries of
// the layout (README "Layout"). Import cycles, type imports included, are dpdm's
// (dpdm.config.ts). `npm run lint`.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Every folder of `functions/` except `lib` and `core` is an act family. */
const families = readdirSync(`${root}/functions`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'lib' && entry.name !== 'core')
  .map((entry) => entry.name);

/** Who may import whom; each zone forbids `target` to import `from` (paths from the root). */
const boundaries = [
  {
    target: './shared',
    from: ['./functions', './web', './infra', './scripts', './tests'],
    message: 'shared/ is used by every side and imports none of them.',
  },
  {
    target: ['./web/src/widgets', './web/src/viewer'],
    from: ['./web/src/editor', './web/src/screenList', './web/src/components/screens'],
    message: 'The widget library and the viewer stand alone: they never import the editor or the screen list.',
  },
  ...families.map((family) => ({
    target: `./functions/${family}`,
    from: './functions',
    except: ['./lib', './core', `./${family}`],
    message: 'A function family imports functions/lib, functions/core, shared/ and itself, never another family.',
  })),
  {
    target: './functions/core',
    from: './functions',
    except: ['./lib', './core'],
    message: 'The domain core imports functions/lib and shared/, never a family.',
  },
  { target: './web/src', from: ['./functions', './infra'], message: 'The SPA never imports server code.' },
  { target: './functions', from: './web', message: 'Functions never import the SPA.' },
];

export default defineConfig(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'web/dist/',
      'cdk.out/',
      '.data/',
      'test-results/',
      'playwright-report/',
      'tests/e2e/screenshots/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    // zod's `z` object holds every export (locales, JSON Schema): importing it by name defeats
    // tree-shaking and puts all of zod in every function bundle (scripts/bench/bundle-budget.test.ts).
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[importKind!='type'][source.value=/^zod/] > :matches(ImportSpecifier[imported.name='z'][importKind!='type'], ImportDefaultSpecifier)",
          message: "Import zod as a namespace: `import * as z from 'zod'`.",
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The kit gives these an English accessible name whatever the page's language.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@fluentui/react-components',
              importNames: ['Dropdown', 'SearchBox'],
              message:
                'Use components/common/Dropdown or SearchBox: their clear buttons are named in the user language.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/components/common/Dropdown.tsx', 'web/src/components/common/SearchBox.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Each e2e worker has a stack of its own; Playwright's own `test` would reach the first one.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures': it points each worker at its own stack.",
            },
          ],
        },
      ],
    },
  },
  {
    // A family sees a domain of the core through its index.ts; the domain's other modules are its own.
    files: families.map((family) => `functions/${family}/**/*.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/core/[a-z-]+/(?!index\\.js$)[^/]+$',
              message: "Import a domain of the core through its index: '../core/<domain>/index.js'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
);

// Import cycles, type-only imports included (ESLint's import-x/no-cycle skips those): a type
// cycle still ties modules together. Dynamic import() is a split point, not a cycle.
// `npm run lint` runs it (`npx dpdm` alone).
import { defineConfig } from 'dpdm';

export default defineConfig({
  files: [
    'shared/**/*.ts',
    'functions/**/*.ts',
    'infra/**/*.ts',
    'scripts/**/*.ts',
    'tests/**/*.ts',
    'web/src/**/*.{ts,tsx}',
    'web/build/**/*.ts',
  ],
  tree: false,
  warning: false,
  progress: false,
  circular: true,
  exitCode: 'circular:1',
  skipDynamicImports: 'circular',
});

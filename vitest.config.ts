import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { actFamilies } from './web/build/actFamilies';
import { errorTexts } from './web/build/errorTexts';

/**
 * How many integration files run at once (WALLBOARD_INTEGRATION_WORKERS, default 3): each worker
 * slot gets a stack of its own (tests/integration/global-setup.ts). 1 runs them one at a time.
 * Three on two cores: the files wait on emulators, databases and timers, and with two the cores
 * stood idle a fifth of the run (404 s for two, 368 s for three, back to back on one machine).
 */
function integrationWorkers(value = process.env.WALLBOARD_INTEGRATION_WORKERS): number {
  if (value === undefined || value === '') return 3;
  const workers = Number(value);
  if (!Number.isInteger(workers) || workers < 1) {
    throw new Error(`WALLBOARD_INTEGRATION_WORKERS must be a whole number from 1, not "${value}"`);
  }
  return workers;
}

/**
 * Test projects: `unit` (pure logic of shared/, functions/, web/), `integration` (the real
 * handlers through the local gateway against the AWS emulators; WALLBOARD_EMULATOR=moto
 * runs them against moto_server), `infra` (CDK assertions and cfn-lint), `component` (web
 * components rendered in Chromium with the SPA's own Vite config: files named `*.browser.test.tsx`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The RPC client's loaders of act schemas (web/src/api/rpc.ts).
        plugins: [actFamilies(), errorTexts()],
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/src/**/*.test.ts',
            'web/build/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['web/src/testing/errorTextsSetup.ts'],
          // Worker threads start faster than forks: 89 s against 103 s for the whole project.
          pool: 'threads',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/worker-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: integrationWorkers(),
          // After the other projects when all run together: a group's projects share one maxWorkers.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'component',
          include: ['web/src/**/*.browser.test.tsx'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            // Debian's Chromium: no browser is downloaded on these machines.
            provider: playwright({
              launchOptions: {
                executablePath: '/usr/bin/chromium',
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                ],
              },
              // Room for the test frame at its full size (the runner scales a larger frame down),
              // and charts drawn without their entry animation.
              contextOptions: { viewport: { width: 1920, height: 1200 }, reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1920, height: 1080 } }],
            screenshotFailures: false,
          },
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});

import { test as base } from '@playwright/test';
import { stackUrl } from './stacks';

export * from '@playwright/test';

/**
 * Playwright's `test`, with each worker on a stack of its own (playwright.config.ts starts one per
 * worker): tests of two workers never see each other's data, as when the suite ran on one worker.
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from the first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(stackUrl(testInfo.parallelIndex));
  },
});

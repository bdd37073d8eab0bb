// The Playwright `test` for specs that walk the app as a person would: every test's page is watched from
// its first step, and a console error or uncaught exception anywhere in the test fails it.
import { expect, test as base } from '@playwright/test';
import { watchConsole } from './console-errors';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors = watchConsole(page);
      await use(errors);
      expect(errors, 'console errors and uncaught exceptions of the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

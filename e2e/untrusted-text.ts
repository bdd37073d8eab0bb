import { expect, type Page } from '@playwright/test';
import { watchConsole } from './console-errors';
import { watchCspViolations } from './csp-violations';

/** Markup in chain data: each piece would set window.__pwned if it ever ran. */
export const HOSTILE =
  '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"><svg onload="window.__pwned=3">';

export interface Watch {
  errors: string[];
  violations: string[];
  dialogs: number;
}

/** Console errors, CSP violations and dialogs of `page` from now on. */
export async function watchPage(page: Page): Promise<Watch> {
  const watch: Watch = { errors: watchConsole(page), violations: await watchCspViolations(page), dialogs: 0 };
  page.on('dialog', (d) => {
    watch.dialogs++;
    void d.dismiss();
  });
  return watch;
}

/** The page shows `HOSTILE` only as text: nothing of it became an element, nothing ran, nothing was blocked. */
export async function expectInert(page: Page, watch: Watch): Promise<void> {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('svg[onload]')).toHaveCount(0);
  // The text is in Next's flight data too, but only as an escaped string inside it.
  const ownScripts = await page
    .locator('script')
    .evaluateAll((els) => els.filter((s) => s.textContent?.trim() === 'window.__pwned=1').length);
  expect(ownScripts).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(watch.violations).toEqual([]);
  expect(watch.dialogs).toBe(0);
}

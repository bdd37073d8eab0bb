import { expect, test, type Page } from '@playwright/test';
import { SECTION_GROUPS, HOME } from '@/components/shell/sections';
import { watchConsole } from './console-errors';

// Issue 25: a person walks the explorer with the DEFAULT rate limits (an app of its own: the main e2e
// app raises them for the suite), at a quick person's pace, on a desktop and a phone: every section,
// a dozen entity pages, two impatient reloads. Nothing is refused, nothing errs in the console, no
// time reads as if it were in the future, and every page shows its main content.
const DEFAULT_LIMITS_URL = `http://127.0.0.1:${process.env.E2E_DEFAULT_LIMITS_APP_PORT ?? 3110}`;
test.use({ baseURL: DEFAULT_LIMITS_URL });

/** A quick person: reads the page for well under a second before the next click. */
const PACE_MS = 600;
/** Entity pages, by the links sections show: a dozen or more of them. */
const ENTITY_LINKS: { from: string; href: RegExp }[] = [
  { from: '/', href: /^\/x\/blocks\/\w+$/ },
  { from: '/', href: /^\/p\/blocks\/\w+$/ },
  { from: '/', href: /^\/c\/blocks\/\d+$/ },
  { from: '/', href: /^\/x\/tx\/\w+$/ },
  { from: '/', href: /^\/p\/tx\/\w+$/ },
  { from: '/x', href: /^\/x\/tx\/\w+$/ },
  { from: '/c', href: /^\/c\/blocks\/\d+$/ },
  { from: '/index/X/tx', href: /^\/x\/tx\/\w+$/ },
  { from: '/validators', href: /^\/validators\/NodeID-\w+/ },
  { from: '/l1s', href: /^\/l1s\/\w+$/ },
  { from: '/peers', href: /^\/validators\/NodeID-\w+|^\/peers\/\w+/ },
  { from: '/', href: /^\/x\/asset\/\w+$/ },
  // What a section lists depends on the devnet's activity and the screen (a phone's /x, index and peers
  // may show none of the above): the block lists always have blocks.
  { from: '/x/blocks', href: /^\/x\/blocks\/\w+$/ },
  { from: '/p/blocks', href: /^\/p\/blocks\/\w+$/ },
];

const sections = [HOME, ...SECTION_GROUPS.flatMap((g) => g.sections.filter((s) => !s.operatorMode))];

function watchRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 429) refused.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  return refused;
}

async function expectShown(page: Page, what: string): Promise<void> {
  const main = page.locator('main');
  await expect(main, what).toBeVisible();
  await expect(main.locator('h1').first(), `${what}: its title`).toBeVisible();
  await expect(page.getByTestId('refused-page'), `${what}: refused`).toHaveCount(0);
  // What the page is about has come in (skeletons gone), then a time "in N sec." would be a time from the future.
  await expect(main.locator('.animate-pulse'), `${what}: still loading`).toHaveCount(0, { timeout: 20_000 });
  await expect(main, `${what}: a time in the future`).not.toContainText(/\bin \d+ sec\./);
}

/** Opens the first link of `from` whose path matches and was not opened yet, as a person clicks it; null when none. */
async function openEntity(page: Page, from: string, href: RegExp, opened: readonly string[]): Promise<string | null> {
  if (new URL(page.url()).pathname !== from) {
    await page.goto(from);
    await expectShown(page, from);
  }
  const links = page.locator('main a[href^="/"]');
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const i = hrefs.findIndex((h) => href.test(h) && !opened.includes(h));
  if (i < 0) return null;
  await links.nth(i).scrollIntoViewIfNeeded();
  await links
    .nth(i)
    .hover()
    .catch(() => undefined);
  await links.nth(i).click();
  await page.waitForURL((u) => href.test(u.pathname));
  return hrefs[i]!;
}

for (const size of [
  { name: 'desktop', viewport: { width: 1366, height: 768 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const) {
  test.describe(`a person on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });

    test('walks every section and a dozen entity pages, reloading twice, and is never refused', async ({ page }) => {
      // A walk of about 40 pages at a person's pace: minutes, longer on a busy machine.
      test.setTimeout(600_000);
      const refused = watchRefusals(page);
      const errors = watchConsole(page);

      for (const s of sections) {
        await page.goto(s.href);
        await expectShown(page, s.href);
        await page.waitForTimeout(PACE_MS);
      }
      // Two impatient reloads: the dashboard and a block list.
      await page.goto('/');
      await expectShown(page, '/');
      await page.reload();
      await expectShown(page, '/ reloaded');
      await page.goto('/x/blocks');
      await expectShown(page, '/x/blocks');
      await page.reload();
      await expectShown(page, '/x/blocks reloaded');

      const opened: string[] = [];
      for (const e of ENTITY_LINKS) {
        const href = await openEntity(page, e.from, e.href, opened);
        if (!href) continue;
        await expectShown(page, href);
        opened.push(href);
        await page.waitForTimeout(PACE_MS);
      }
      expect(opened.length, `entity pages opened: ${opened.join(', ')}`).toBeGreaterThanOrEqual(10);

      expect(refused, 'requests refused with 429').toEqual([]);
      expect(errors, 'console errors').toEqual([]);
    });
  });
}

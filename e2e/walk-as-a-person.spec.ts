import type { Page } from '@playwright/test';
import { SECTION_GROUPS, HOME } from '@/components/shell/sections';
import { expect, test } from './fixtures';

// Issue 25: a person walks the explorer with the DEFAULT rate limits (an app of its own: the main e2e
// app raises them for the suite), at a quick person's pace, on a desktop and a phone: every section,
// a dozen entity pages, two impatient reloads. Nothing is refused, nothing errs in the console, no
// time reads as if it were in the future, and every page shows its main content.
const DEFAULT_LIMITS_URL = `http://127.0.0.1:${process.env.E2E_DEFAULT_LIMITS_APP_PORT ?? 3110}`;
// A walk that fails or hangs keeps its trace: which step, which requests, what the page showed.
test.use({ baseURL: DEFAULT_LIMITS_URL, trace: 'retain-on-failure' });

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

/** The walk's current step, and every request refused with 429 so far, named with the step it came in. */
interface Refusals {
  step: string;
  readonly refused: string[];
}

function watchRefusals(page: Page): Refusals {
  const watch: Refusals = { step: 'start', refused: [] };
  page.on('response', (r) => {
    if (r.status() === 429) watch.refused.push(`${watch.step}: ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  return watch;
}

/** The page of step `what` shows its main content, and nothing was refused up to now: the walk fails at that step. */
async function expectShown(page: Page, what: string, watch: Refusals): Promise<void> {
  const main = page.locator('main');
  await expect(main, what).toBeVisible();
  await expect(main.locator('h1').first(), `${what}: its title`).toBeVisible();
  await expect(page.getByTestId('refused-page'), `${what}: refused`).toHaveCount(0);
  // What the page is about has come in (skeletons gone), then a time "in N sec." would be a time from the future.
  await expect(main.locator('.animate-pulse'), `${what}: still loading`).toHaveCount(0, { timeout: 20_000 });
  await expect(main, `${what}: a time in the future`).not.toContainText(/\bin \d+ sec\./);
  expect(watch.refused, `requests refused with 429 by ${what}`).toEqual([]);
}

/** Opens the first link of `from` whose path matches and was not opened yet, as a person clicks it; null when none. */
async function openEntity(
  page: Page,
  from: string,
  href: RegExp,
  opened: readonly string[],
  watch: Refusals,
): Promise<string | null> {
  if (new URL(page.url()).pathname !== from) {
    watch.step = from;
    await page.goto(from);
    await expectShown(page, from, watch);
  }
  // Read just before the click: the lists re-render as blocks come in, so a link is found by its href,
  // never by its place in the list.
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const target = hrefs.find((h) => href.test(h) && !opened.includes(h));
  if (!target) return null;
  watch.step = `${from} → ${target}`;
  const link = page.locator(`main a[href="${target}"]`).first();
  await link.scrollIntoViewIfNeeded();
  await link.hover().catch(() => undefined);
  await link.click();
  // The navigation is under way once the URL commits; expectShown then checks what the page shows
  // ('load' waits for every resource of a page that keeps polling, and once hung the walk).
  const path = new URL(target, 'http://x').pathname;
  await page.waitForURL((u) => u.pathname === path, { waitUntil: 'commit', timeout: 30_000 });
  return target;
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
      // Console errors and uncaught exceptions fail the test through ./fixtures.
      const watch = watchRefusals(page);
      const visit = async (what: string, go: () => Promise<unknown>) => {
        watch.step = what;
        await go();
        await expectShown(page, what, watch);
      };

      for (const s of sections) {
        await visit(s.href, () => page.goto(s.href));
        await page.waitForTimeout(PACE_MS);
      }
      // Two impatient reloads: the dashboard and a block list.
      await visit('/', () => page.goto('/'));
      await visit('/ reloaded', () => page.reload());
      await visit('/x/blocks', () => page.goto('/x/blocks'));
      await visit('/x/blocks reloaded', () => page.reload());

      const opened: string[] = [];
      for (const e of ENTITY_LINKS) {
        const href = await openEntity(page, e.from, e.href, opened, watch);
        if (!href) continue;
        await expectShown(page, href, watch);
        opened.push(href);
        await page.waitForTimeout(PACE_MS);
      }
      expect(opened.length, `entity pages opened: ${opened.join(', ')}`).toBeGreaterThanOrEqual(10);
      watch.step = 'the end of the walk';
      expect(watch.refused, 'requests refused with 429').toEqual([]);
    });
  });
}

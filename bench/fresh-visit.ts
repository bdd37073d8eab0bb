// How every timed page load starts (P5, P6): a new viewer (a fresh context, nothing cached) on a page of
// another site, who then opens the measured URL, as a person does from a shared link or a new tab.
//
// Why not from the fresh tab's about:blank: Chromium lets a tab's first navigation reuse the process the
// blank tab already has, unless the page's Cross-Origin-Opener-Policy asks for a browsing context group of
// its own, as Snowline's does (lib/security/response-headers.ts). Then a new renderer process is started
// after the response, about 200 ms here, which the empty Next page (no COOP) never pays. Arriving from
// another site, both pages get a process of their own, as they do in a person's browser, where the
// previous page is never the site's own.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from '@playwright/test';

let elsewhere: Promise<string> | undefined;

/** A one-page server on loopback, named `localhost`: another site than the apps on 127.0.0.1. */
function anotherSite(): Promise<string> {
  elsewhere ??= new Promise((resolve, reject) => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Elsewhere</title><p>A page on another site.</p>');
    });
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      resolve(`http://localhost:${(server.address() as AddressInfo).port}/`);
    });
  });
  return elsewhere;
}

/** Opens `url` for a new viewer coming from another site; resolves once its navigation has committed. */
export async function freshVisit(browser: Browser, url: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const from = await anotherSite();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(from);
    const res = await page.goto(url, { waitUntil: 'commit' });
    if (res && res.status() !== 200) throw new Error(`${url}: HTTP ${res.status()}`);
    return { page, close: () => context.close() };
  } catch (e) {
    await context.close();
    throw e;
  }
}

/**
 * Opens `url` for a new viewer coming from another site and resolves, with the page still open, the
 * page's own time from navigation start to the first animation frame in which `ready(arg)` gives it.
 */
export async function visitUntil(
  browser: Browser,
  url: string,
  ready: (arg: string) => number | null,
  arg = '',
  timeoutMs = 120_000,
): Promise<{ ms: number; page: Page; close: () => Promise<void> }> {
  const { page, close } = await freshVisit(browser, url);
  try {
    const handle = await page.waitForFunction(ready, arg, { timeout: timeoutMs, polling: 'raf' });
    return { ms: (await handle.jsonValue()) as number, page, close };
  } catch (e) {
    await close();
    throw e;
  }
}

import { createElement, type ComponentType } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredSection, orUnavailable } from './lazy-section';
import { pageHydrated } from './page-hydrated';

/** The HTML once every Suspense boundary is resolved. */
async function renderAll(el: ReturnType<typeof createElement>) {
  const stream = await renderToReadableStream(el);
  await stream.allReady;
  return new Response(stream).text();
}

const Greeting: ComponentType<{ name: string }> = ({ name }) => createElement('p', null, `Hello ${name}`);

describe('orUnavailable', () => {
  it('stands in for a section whose code cannot be fetched: a notice in its place, the rest of the page drawn', async () => {
    const loaded = await orUnavailable(Promise.reject<typeof Greeting>(new Error('chunk failed')));
    const html = await renderAll(createElement('div', null, createElement(loaded, { name: 'Ada' }), 'the rest'));
    expect(html).toContain('could not be loaded');
    expect(html).toContain('the rest');
  });

  it('leaves a section whose code loads as it is', async () => {
    const loaded = await orUnavailable(Promise.resolve(Greeting));
    expect(await renderAll(createElement(loaded, { name: 'Ada' }))).toContain('Hello Ada');
  });
});

describe('deferredSection', () => {
  afterEach(() => vi.unstubAllGlobals());
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('is drawn into the server’s HTML', async () => {
    const Section = deferredSection(async () => Greeting, createElement('i', null, 'loading'));
    expect(await renderAll(createElement(Section, { name: 'Ada' }))).toContain('Hello Ada');
  });

  it('in the browser, asks for its code only once the page has hydrated', async () => {
    vi.stubGlobal('window', {});
    let asked = 0;
    const Section = deferredSection(
      async () => {
        asked++;
        return Greeting;
      },
      createElement('i', null, 'loading'),
    );
    expect(renderToString(createElement(Section, { name: 'Ada' }))).toContain('loading');
    await sleep(100);
    expect(asked).toBe(0);
    pageHydrated();
    await sleep(100);
    expect(asked).toBe(1);
  });

  it('says so in its place when its code cannot be fetched', async () => {
    const Section = deferredSection<{ name: string }>(
      () => Promise.reject(new Error('chunk failed')),
      createElement('i', null, 'loading'),
    );
    expect(await renderAll(createElement(Section, { name: 'Ada' }))).toContain('could not be loaded');
  });

  it('once its code is in, renders at once, with no fallback for React to hold back', async () => {
    vi.stubGlobal('window', {});
    pageHydrated();
    const load = vi.fn(async () => Greeting);
    const Section = deferredSection(load, createElement('i', null, 'loading'));
    Section.preload();
    await sleep(100);
    const html = renderToString(createElement(Section, { name: 'Ada' }));
    expect(html).toContain('Hello Ada');
    expect(html).not.toContain('loading');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload asks for its code with its own loader before it renders, and a load that fails stays quiet', async () => {
    vi.stubGlobal('window', {});
    pageHydrated();
    const load = vi.fn(async () => Greeting);
    deferredSection(load, null).preload();
    await sleep(100);
    expect(load).toHaveBeenCalledTimes(1);
    const unhandled: unknown[] = [];
    const onUnhandled = (err: unknown) => unhandled.push(err);
    process.on('unhandledRejection', onUnhandled);
    try {
      deferredSection(() => Promise.reject(new Error('chunk failed')), null).preload();
      await sleep(100);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

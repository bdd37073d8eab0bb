import { createElement, type ComponentType } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredSection, lazySection } from './lazy-section';
import { pageHydrated } from './page-hydrated';

/** The HTML once every Suspense boundary is resolved. */
async function renderAll(el: ReturnType<typeof createElement>) {
  const stream = await renderToReadableStream(el);
  await stream.allReady;
  return new Response(stream).text();
}

const Greeting: ComponentType<{ name: string }> = ({ name }) => createElement('p', null, `Hello ${name}`);

describe('lazySection', () => {
  it('draws the loaded section with its props', async () => {
    const Section = lazySection(Promise.resolve(Greeting), createElement('i', null, 'loading'));
    expect(await renderAll(createElement(Section, { name: 'Ada' }))).toContain('Hello Ada');
  });

  it('shows the fallback while the code is still loading', async () => {
    const Section = lazySection(new Promise<typeof Greeting>(() => {}), createElement('i', null, 'loading'));
    const first = renderToString(createElement(Section, { name: 'Ada' }));
    expect(first).toContain('loading');
    expect(first).not.toContain('Hello');
  });

  it('says so in its place when its code cannot be fetched, and the rest of the page still renders', async () => {
    const Section = lazySection<{ name: string }>(Promise.reject(new Error('chunk failed')), null);
    const html = await renderAll(createElement('div', null, createElement(Section, { name: 'Ada' }), 'the rest'));
    expect(html).toContain('could not be loaded');
    expect(html).toContain('the rest');
  });

  it('leaves no unhandled rejection when the code of a section nobody drew fails to load', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (err: unknown) => unhandled.push(err);
    process.on('unhandledRejection', onUnhandled);
    try {
      lazySection(Promise.reject(new Error('chunk failed')), null);
      await new Promise((r) => setTimeout(r, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
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
});

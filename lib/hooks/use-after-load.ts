'use client';
// For calls a page can do without at first (the header's network name, a picker's options): false until
// the page has loaded, settled and the browser is idle, so they do not compete with the page's own data,
// server render, hydration and first keystrokes for the node, the server and the main thread (their
// first call also loads the method registry, tens of ms of script on a slow CPU).
import { useEffect, useState } from 'react';

/** After the load event, how long the page has to itself. */
const SETTLE_MS = 500;

let settled = false;

export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (ready) return;
    let timer: number | undefined;
    let idle: number | undefined;
    const done = () => {
      settled = true;
      setReady(true);
    };
    const afterLoad = () => {
      timer = window.setTimeout(() => {
        idle = window.requestIdleCallback ? window.requestIdleCallback(done, { timeout: 1_000 }) : undefined;
        if (idle === undefined) done();
      }, SETTLE_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [ready]);
  return ready;
}

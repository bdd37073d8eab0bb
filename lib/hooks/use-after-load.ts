'use client';
// For calls a page can do without at first (the header's network name, a picker's options): false until
// the page has loaded and the browser is idle, so they do not compete with the page's own data, server
// render and scripts for the node, the server and the CPU.
import { useEffect, useState } from 'react';

let loaded = false;

export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return;
    let idle: number | undefined;
    const whenIdle = () => {
      idle = (window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 1)))(
        () => {
          loaded = true;
          setReady(true);
        },
        { timeout: 1_000 },
      );
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [ready]);
  return ready;
}

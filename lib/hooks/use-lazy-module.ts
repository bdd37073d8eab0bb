'use client';
// A module loaded when a view first needs it (a decoder, a chart) instead of with the page: the view
// renders its skeleton until then. A loader is a module-level `() => import('…')`; once resolved,
// later mounts get the module at once.
import { useEffect, useState } from 'react';

const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/** `wanted`: false while the view has nothing to use it for (it is then not loaded). */
export function useLazyModule<M>(load: () => Promise<M>, wanted = true): M | undefined {
  const [mod, setMod] = useState(() => loaded.get(load) as M | undefined);
  useEffect(() => {
    if (mod !== undefined || !wanted) return;
    let live = true;
    load().then(
      (m) => {
        loaded.set(load, m);
        if (live) setMod(m);
      },
      () => {
        // A failed chunk load leaves the skeleton; the next mount tries again.
      },
    );
    return () => {
      live = false;
    };
  }, [load, mod, wanted]);
  return mod;
}

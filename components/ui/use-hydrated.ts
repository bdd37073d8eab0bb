'use client';
// False in the server's HTML and while the page hydrates, true from then on: for a form drawn on the
// server, disabled until its handlers are attached, so that a click or a key before then never submits it
// natively (a page load that loses what was typed).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

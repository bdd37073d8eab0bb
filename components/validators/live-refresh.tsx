'use client';
// Keeps the server-rendered validator set live: every 15 s while the tab is visible, the server renders
// the page again from its cached table (one node call shared by every viewer), and the browser receives
// the screen of rows it shows.
import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';

const REFRESH_MS = 15_000;

export function LiveRefresh() {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') startTransition(() => router.refresh());
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [router]);
  return null;
}

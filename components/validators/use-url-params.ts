'use client';
// Page state kept in the URL query (shareable, survives reload). Updates use history.replaceState,
// which Next's router observes, so typing in a filter does not trigger a server round trip.
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';

export function useUrlParams(): [URLSearchParams, (patch: Record<string, string | null>) => void] {
  const params = useSearchParams();
  const pathname = usePathname();
  const set = useCallback(
    (patch: Record<string, string | null>) => {
      const next = new URLSearchParams(window.location.search);
      for (const [k, v] of Object.entries(patch)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      const qs = next.toString();
      window.history.replaceState(null, '', qs ? `${pathname}?${qs}` : pathname);
    },
    [pathname],
  );
  return [new URLSearchParams(params.toString()), set];
}

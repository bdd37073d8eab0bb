'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { pageHydrated } from '@/components/ui/page-hydrated';

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            // Polling pauses while the tab is hidden; last good data stays on errors.
            refetchIntervalInBackground: false,
            refetchOnWindowFocus: true,
            retry: 1,
            staleTime: 2_000,
          },
        },
      }),
  );
  // The shell has hydrated: deferred code (components/ui/lazy-section.tsx) may load now.
  useEffect(pageHydrated, []);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

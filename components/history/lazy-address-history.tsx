'use client';
// An address's history listing, its code split from the page's own (the X, P and C address routes stay
// within their first-load budget, P4) and fetched while the page hydrates, not after.
import { Skeleton } from '@/components/ui/skeleton';
import { lazySection } from '@/components/ui/lazy-section';

export const LazyAddressHistory = lazySection(
  import('./address-history').then((m) => m.AddressHistory),
  <Skeleton className="h-24 w-full" />,
);

'use client';
// An address's history listing, its code loaded after the page's own: it fetches its rows after
// hydration anyway, and the X, P and C address routes stay within their first-load budget (P4).
import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

const AddressHistory = lazy(() => import('./address-history').then((m) => ({ default: m.AddressHistory })));

export function LazyAddressHistory(props: ComponentProps<typeof AddressHistory>) {
  return (
    <Suspense fallback={<Skeleton className="h-24 w-full" />}>
      <AddressHistory {...props} />
    </Suspense>
  );
}

'use client';
// The pending and past-height views, loaded when chosen: the page's first load carries neither.
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

const PendingStakers = lazy(() => import('./pending-stakers').then((m) => ({ default: m.PendingStakers })));
const ValidatorsAtHeight = lazy(() =>
  import('./validators-at-height').then((m) => ({ default: m.ValidatorsAtHeight })),
);

export function OtherViews({ view, subnetID }: { view: 'pending' | 'at'; subnetID: string }) {
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full" />}>
      {view === 'pending' ? (
        <PendingStakers subnetID={subnetID} />
      ) : (
        <ValidatorsAtHeight key={subnetID} subnetID={subnetID} />
      )}
    </Suspense>
  );
}

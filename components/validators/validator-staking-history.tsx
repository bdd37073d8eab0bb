'use client';
// A validator's staking history, below its details and delegators: its code (the history listing's table,
// cursor and gate) loads after the page is interactive, not with its first load.
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

const LazyStakingHistory = lazy(() =>
  import('@/components/history/staking-history').then((m) => ({ default: m.StakingHistory })),
);

export function ValidatorStakingHistory({ nodeID }: { nodeID: string }) {
  return (
    <Suspense fallback={<Skeleton className="h-24 w-full" />}>
      <LazyStakingHistory nodeID={nodeID} />
    </Suspense>
  );
}

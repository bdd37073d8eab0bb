'use client';
// A validator's staking history, below its details and delegators: its code (the history listing's table,
// cursor and gate) is split from the page's first load and fetched while the page hydrates.
import { Skeleton } from '@/components/ui/skeleton';
import { lazySection } from '@/components/ui/lazy-section';

export const ValidatorStakingHistory = lazySection(
  import('@/components/history/staking-history').then((m) => m.StakingHistory),
  <Skeleton className="h-24 w-full" />,
);

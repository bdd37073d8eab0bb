'use client';
// A validator's staking history, below its details and delegators: its code (the history listing's table,
// cursor and gate) is split from the page's first load, preloaded by the HTML and hydrated with the page.
import dynamic from 'next/dynamic';
import { orUnavailable } from '@/components/ui/lazy-section';

export const ValidatorStakingHistory = dynamic(() =>
  orUnavailable(import('@/components/history/staking-history').then((m) => m.StakingHistory)),
);

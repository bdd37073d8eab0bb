'use client';
// A later page's list in a chunk of its own: the live list, where most people land, does not ship the
// node client and decoder loader it needs (P4 budget); a later page loads it with its HTML.
import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';

export const PastBlockListLoader = dynamic(() => import('./past-block-list').then((m) => m.PastBlockList), {
  loading: () => <Skeleton className="h-64 w-full" />,
});

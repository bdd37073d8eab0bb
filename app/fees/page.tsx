import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FeesView } from '@/components/fees/fees-view';

export const metadata: Metadata = { title: 'Fees' };

export default function FeesPage() {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Fees</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Fee schedules and current fee levels, straight from the node.
        </p>
      </div>
      <Suspense>
        <FeesView />
      </Suspense>
    </div>
  );
}

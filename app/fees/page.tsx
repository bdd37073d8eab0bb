import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FeesView } from '@/components/fees/fees-view';
import { PageTitle } from '@/components/ui/page-title';

export const metadata: Metadata = { title: 'Fees' };

export default function FeesPage() {
  return (
    <div className="space-y-4">
      <PageTitle title="Fees">Fee schedules and current fee levels, straight from the node.</PageTitle>
      <Suspense>
        <FeesView />
      </Suspense>
    </div>
  );
}

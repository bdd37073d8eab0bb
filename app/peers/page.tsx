import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PeersView } from '@/components/peers/peers-view';
import { PageTitle } from '@/components/ui/page-title';

export const metadata: Metadata = { title: 'Peers' };

export default function PeersPage() {
  return (
    <div className="space-y-4">
      <PageTitle title="Peers">
        The nodes the connected node talks to, and the versions they told it. Observed uptime is how each peer sees the
        connected node&apos;s uptime.
      </PageTitle>
      <Suspense>
        <PeersView />
      </Suspense>
    </div>
  );
}

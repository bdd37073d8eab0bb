import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PeersView } from '@/components/peers/peers-view';

export const metadata: Metadata = { title: 'Peers' };

export default function PeersPage() {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Peers</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The nodes the connected node talks to. Observed uptime is how each peer sees the connected node&apos;s uptime.
        </p>
      </div>
      <Suspense>
        <PeersView />
      </Suspense>
    </div>
  );
}

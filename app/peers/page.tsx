import type { Metadata } from 'next';
import { PeersView } from '@/components/peers/peers-view';
import { NodeSeed } from '@/components/shell/node-seed';
import { PageTitle } from '@/components/ui/page-title';

export const metadata: Metadata = { title: 'Peers' };

export default function PeersPage() {
  // The peer list comes with the page (the same call as usePeers).
  return (
    <div className="space-y-4">
      <PageTitle title="Peers">
        The nodes the connected node talks to, and the versions they told it. Observed uptime is how each peer sees the
        connected node&apos;s uptime.
      </PageTitle>
      <NodeSeed calls={[{ method: 'info.peers', params: {} }]}>
        <PeersView />
      </NodeSeed>
    </div>
  );
}

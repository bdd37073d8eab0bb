import type { Metadata } from 'next';

import { notFound } from 'next/navigation';
import { ActivePrecompiles } from '@/components/l1s/active-precompiles';
import { SectionCard, load, Rows } from '@/components/ui/section-card';
import { IdText } from '@/components/ui/id-text';
import { IdPageTitle } from '@/components/ui/page-title';
import { ErrorState } from '@/components/ui/states';
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import { isCb58Id } from '@/lib/schemas/text-formats';
import { serverNodeClient } from '@/lib/node/server-client';
import { urls } from '@/lib/explorer/urls';
import { shareMetadata } from '@/components/og/share-metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return shareMetadata(
    `Blockchain ${id}`,
    `Name, VM, status and the network validating the blockchain ${id}, read straight from the node.`,
  );
}

const STATUS_TEXT: Record<string, string> = {
  Validating: 'validated by this node',
  Created: 'exists; this node does not validate it',
  Preferred: 'proposed, creation not yet accepted',
  Syncing: 'this node follows it without validating',
  Unknown: 'not known to this node',
};

export default async function BlockchainPage({ params }: Props) {
  const { id } = await params;
  if (!isCb58Id(id)) notFound();
  const c = serverNodeClient();
  let chains;
  try {
    chains = await c.platform.getBlockchains({});
  } catch (e) {
    return <ErrorState title="The node is not answering" detail={(e as Error).message} />;
  }
  const chain = chains.blockchains.find((b) => b.id === id);
  if (!chain) notFound();
  const [status, validatedBy] = await Promise.all([
    load(c.platform.getBlockchainStatus({ blockchainID: id })),
    load(c.platform.validatedBy({ blockchainID: id })),
  ]);
  const subnetID = validatedBy.ok ? validatedBy.value.subnetID : chain.subnetID;
  return (
    <div className="space-y-4">
      <IdPageTitle back={{ href: urls.subnet(subnetID), label: 'its L1' }} title={chain.name} id={id} />
      <SectionCard title="Blockchain" testId="blockchain-details">
        <Rows
          rows={[
            [
              'Status',
              status.ok ? `${status.value.status} — ${STATUS_TEXT[status.value.status] ?? ''}` : status.error,
              'blockchain-status',
            ],
            ['Validated by', <IdText key="v" id={subnetID} href={urls.subnet(subnetID)} />],
            ['Subnet', subnetID === PRIMARY_NETWORK_ID ? 'Primary Network' : 'L1'],
            [
              'VM',
              <span key="vm" className="break-all font-mono text-xs">
                {chain.vmID}
              </span>,
              'blockchain-vm',
            ],
          ]}
        />
      </SectionCard>
      {/* An L1's EVM chain: the Primary Network's own chains have no precompile config. */}
      {subnetID !== PRIMARY_NETWORK_ID && <ActivePrecompiles chainID={id} />}
    </div>
  );
}

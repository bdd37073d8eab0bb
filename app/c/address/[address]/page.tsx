import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CAddressTabs } from '@/components/history/c-address-tabs';
import { CAtomicAddressPage, cAtomicAddressMetadata } from '@/components/address/c-atomic-address-page';
import { Badge, Card, DetailList, DetailRow } from '@/components/ui/card';
import { orNodeDown } from '@/components/node-down/node-guard';
import { EntityHeader } from '@/components/ui/entity-header';
import { loadEvmAddress, WEI_DENOMINATION } from '@/lib/explorer/evm';
import { formatAmount, formatCount } from '@/lib/format/amount';
import { serverNodeClient } from '@/lib/node/server-client';
import { HistoryCard } from '@/components/history/history-card';

type Props = {
  params: Promise<{ address: string }>;
  searchParams: Promise<{ afterX?: string | string[]; afterP?: string | string[] }>;
};

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const address = (await params).address;
  if (address.startsWith('C-')) return cAtomicAddressMetadata(address);
  const title = `C-Chain address ${address.slice(0, 12)}…`;
  const description = `Balance, nonce and code of ${address} on the C-Chain, read straight from the node.`;
  return { title, description, openGraph: { title, description } };
}

export default async function CAddressPage({ params, searchParams }: Props) {
  const address = (await params).address;
  // A C- bech32 address owns atomic UTXOs; a 0x address is an EVM account.
  if (address.startsWith('C-')) {
    const sp = await searchParams;
    return orNodeDown(() => CAtomicAddressPage({ raw: address, after: { X: one(sp.afterX), P: one(sp.afterP) } }));
  }
  return orNodeDown(() => CAddressBody({ address }));
}

async function CAddressBody({ address }: { address: string }) {
  const a = await loadEvmAddress(serverNodeClient().evm(), address);
  if (!a) notFound();
  return (
    <div className="space-y-6">
      <EntityHeader kind="C-Chain address" id={address}>
        <Badge tone={a.isContract ? 'brand' : 'slate'}>{a.isContract ? 'Contract' : 'Account'}</Badge>
      </EntityHeader>
      <HistoryCard title="History">
        <CAddressTabs address={address} />
      </HistoryCard>
      <Card title="Account">
        <DetailList>
          <DetailRow label="Balance" testId="c-balance">
            <span className="font-mono">{formatAmount(a.balance, WEI_DENOMINATION, { symbol: 'AVAX' })}</span>
          </DetailRow>
          <DetailRow label="Nonce" testId="c-nonce">
            {a.nonce}
          </DetailRow>
          <DetailRow label="Kind" testId="c-kind">
            {a.isContract ? `Contract (${formatCount(a.codeSize)} bytes of code)` : 'Externally owned account'}
          </DetailRow>
        </DetailList>
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
          The node keeps no per-address history; the history above is Snowline&apos;s own, indexed from every block.
        </p>
      </Card>
    </div>
  );
}

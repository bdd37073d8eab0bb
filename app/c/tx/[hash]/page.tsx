import type { Metadata } from 'next';
import { metadataOrNodeDown, orNodeDown } from '@/components/node-down/node-guard';
import { notFound } from 'next/navigation';
import { AtomicTxPage, atomicTxMetadata } from '@/components/tx/atomic-tx-page';
import { Badge, Card, DetailList, DetailRow } from '@/components/ui/card';
import { EntityHeader } from '@/components/ui/entity-header';
import { IdText } from '@/components/ui/id-text';
import { ImmutablePageMark } from '@/components/ui/immutable-page-mark';
import { loadEvmTx, WEI_DENOMINATION } from '@/lib/explorer/evm';
import { urls } from '@/lib/explorer/urls';
import { formatAmount, formatCount } from '@/lib/format/amount';
import { isCb58Id } from '@/lib/schemas/text-formats';
import { serverNodeClient } from '@/lib/node/server-client';

type Props = { params: Promise<{ hash: string }> };

const avax = (wei: bigint) => formatAmount(wei, WEI_DENOMINATION, { symbol: 'AVAX' });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { hash } = await params;
  // A cb58 id is an atomic tx (ImportTx/ExportTx); a 0x hash an EVM tx.
  if (isCb58Id(hash)) return metadataOrNodeDown(() => atomicTxMetadata(hash));
  return metadataOrNodeDown(async () => {
    const r = await loadEvmTx(serverNodeClient().evm(), hash);
    if (!r) return { title: 'C-Chain transaction not found' };
    const title = `C-Chain transaction ${r.tx.hash.slice(0, 12)}…`;
    const description = `${avax(r.tx.value)} from ${r.tx.from} to ${r.tx.to ?? 'a new contract'}${r.receipt ? `, ${r.receipt.status}` : ', pending'}.`;
    return { title, description, openGraph: { title, description } };
  });
}

export default async function CTxPage({ params }: Props) {
  const { hash } = await params;
  if (isCb58Id(hash)) return orNodeDown(() => AtomicTxPage({ id: hash }));
  return orNodeDown(() => CTxBody({ hash }));
}

async function CTxBody({ hash }: { hash: string }) {
  const r = await loadEvmTx(serverNodeClient().evm(), hash);
  if (!r) notFound();
  const { tx, receipt } = r;
  const status = receipt ? (receipt.status === 'success' ? 'Success' : 'Failed') : 'Pending';
  const fee = receipt ? receipt.gasUsed * receipt.effectiveGasPrice : null;
  return (
    <div className="space-y-6">
      {receipt && <ImmutablePageMark />}
      <EntityHeader kind="C-Chain transaction" id={tx.hash}>
        <Badge tone={status === 'Success' ? 'green' : status === 'Failed' ? 'red' : 'amber'}>{status}</Badge>
      </EntityHeader>
      <Card title="Transaction">
        <DetailList>
          <DetailRow label="Status" testId="tx-status">
            {status}
          </DetailRow>
          <DetailRow label="Block">
            {tx.blockNumber !== null ? (
              <IdText id={tx.blockNumber.toString()} href={urls.block('C', tx.blockNumber)} full />
            ) : (
              'pending'
            )}
          </DetailRow>
          <DetailRow label="From">
            <IdText id={tx.from} href={urls.address(tx.from)} />
          </DetailRow>
          <DetailRow label="To">
            {tx.to ? (
              <IdText id={tx.to} href={urls.address(tx.to)} />
            ) : receipt?.contractAddress ? (
              <>
                Contract created: <IdText id={receipt.contractAddress} href={urls.address(receipt.contractAddress)} />
              </>
            ) : (
              'contract creation'
            )}
          </DetailRow>
          <DetailRow label="Value" testId="tx-value">
            <span className="font-mono">{avax(tx.value)}</span>
          </DetailRow>
          {fee !== null && (
            <DetailRow label="Fee" testId="tx-fee">
              <span className="font-mono">{avax(fee)}</span>
            </DetailRow>
          )}
          {receipt && (
            <DetailRow label="Gas used">
              {formatCount(receipt.gasUsed)} of {formatCount(tx.gas)} at{' '}
              {formatAmount(receipt.effectiveGasPrice, 9, { symbol: 'nAVAX' })}
            </DetailRow>
          )}
          <DetailRow label="Nonce">{tx.nonce}</DetailRow>
          <DetailRow label="Type">{tx.type}</DetailRow>
          {receipt && <DetailRow label="Logs">{receipt.logs.length}</DetailRow>}
          <DetailRow label="Input data">{tx.input === '0x' ? 'none' : <IdText id={tx.input} />}</DetailRow>
        </DetailList>
      </Card>
    </div>
  );
}

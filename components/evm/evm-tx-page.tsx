import { shareMetadata } from '@/components/og/share-metadata';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Badge, Card, DetailList, DetailRow } from '@/components/ui/card';
import { EntityHeader } from '@/components/ui/entity-header';
import { IdText } from '@/components/ui/id-text';
import { ImmutablePageMark } from '@/components/ui/immutable-page-mark';
import { TimeAgo } from '@/components/ui/time-ago';
import { evmChainLabel, evmClient, type EvmChain } from '@/lib/explorer/evm-chains';
import { urls } from '@/lib/explorer/urls';
import { loadEvmTxDetail, type EvmTxDetail } from '@/lib/evm/load-tx';
import { absoluteTime } from '@/lib/format/time';
import { CoinRow } from './coin-row';
import { coinAmount } from './evm-amount';
import { EvmCallTree } from './evm-call-tree';
import { DecodedArgs, HowBadge } from './evm-decoded';
import { EvmFeeRows } from './evm-fee';
import { EvmLogs } from './evm-logs';
import { RevertText } from './evm-revert';
import { EvmTokenTransfers } from './evm-token-transfers';

/**
 * Once per request: the page and its metadata share one load and one decode. Keyed by strings (the
 * chain's key, the hash in lower case): React's cache compares arguments by identity, so a chain object
 * resolved twice would load and decode the tx again.
 */
const loadTxByKey = cache((chainKey: string, hash: string) => loadEvmTxDetail(evmClient({ key: chainKey }), hash));
const loadTx = (chain: EvmChain, hash: string) => loadTxByKey(chain.key, hash.toLowerCase());

const STATUS = {
  success: { text: 'Success', tone: 'green' },
  reverted: { text: 'Failed', tone: 'red' },
  pending: { text: 'Pending', tone: 'amber' },
} as const;

export async function evmTxMetadata(chain: EvmChain, hash: string): Promise<Metadata> {
  const label = evmChainLabel(chain);
  const d = await loadTx(chain, hash);
  if (!d) return { title: `${label} transaction not found` };
  const title = `${label} transaction ${d.tx.hash.slice(0, 12)}…`;
  const what = d.call?.name ? `${d.call.name}() on` : 'to';
  const description = `${coinAmount(chain, d.tx.value)} from ${d.tx.from} ${what} ${d.tx.to ?? 'a new contract'}, ${STATUS[d.status].text.toLowerCase()}.`;
  return shareMetadata(title, description);
}

function MethodCard({ chain, d }: { chain: EvmChain; d: EvmTxDetail }) {
  const call = d.call;
  if (!call) return null;
  return (
    <Card title="Method">
      <div className="space-y-2" data-testid="tx-method">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-semibold" data-testid="tx-method-name">
            {call.name ?? call.selector}
          </span>
          <HowBadge how={call.how} abi={call.abi} />
        </div>
        <p className="break-all font-mono text-xs text-slate-500 dark:text-slate-400">{call.signature}</p>
        {call.how === 'guessed' && (
          <p className="text-xs text-amber-700 dark:text-amber-400">
            No ABI or signature matched: the argument layout is guessed from the calldata.
          </p>
        )}
        <DecodedArgs chainKey={chain.key} args={call.args} />
      </div>
    </Card>
  );
}

/** An EVM tx on any chain the node serves, decoded: status, fee, method, logs, token transfers, internal calls. */
export async function EvmTxPage({ chain, hash }: { chain: EvmChain; hash: string }) {
  const d = await loadTx(chain, hash);
  if (!d) notFound();
  const { tx } = d;
  const status = STATUS[d.status];
  return (
    <div className="space-y-6">
      {d.receipt && <ImmutablePageMark />}
      <EntityHeader kind={`${evmChainLabel(chain)} transaction`} id={tx.hash}>
        <Badge tone={status.tone}>{status.text}</Badge>
        {d.call?.name && <Badge tone="brand">{d.call.name}</Badge>}
      </EntityHeader>
      {d.revert && (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm dark:border-red-900 dark:bg-red-950/40"
          data-testid="tx-revert"
        >
          <p className="font-medium text-red-800 dark:text-red-300">Reverted</p>
          <p className="mt-1 text-red-700 dark:text-red-400">
            <RevertText chainKey={chain.key} reason={d.revert} />
          </p>
        </div>
      )}
      <EvmTokenTransfers chainKey={chain.key} transfers={d.transfers} />
      <Card title="Transaction">
        <DetailList>
          <DetailRow label="Status" testId="tx-status">
            {status.text}
          </DetailRow>
          <DetailRow label="Block" testId="tx-block">
            {tx.blockNumber !== null ? (
              <IdText id={tx.blockNumber.toString()} href={urls.evm.block(chain.key, tx.blockNumber)} full />
            ) : (
              'pending'
            )}
          </DetailRow>
          {d.timeMs !== null && (
            <DetailRow label="Time" testId="tx-time">
              <TimeAgo ms={d.timeMs} />{' '}
              <span className="text-slate-500 dark:text-slate-400">({absoluteTime(d.timeMs)})</span>
            </DetailRow>
          )}
          <DetailRow label="From" testId="tx-from">
            <IdText id={tx.from} href={urls.evm.address(chain.key, tx.from)} />
          </DetailRow>
          <DetailRow label="To" testId="tx-to">
            {tx.to ? (
              <IdText id={tx.to} href={urls.evm.address(chain.key, tx.to)} />
            ) : d.created ? (
              <>
                Contract created: <IdText id={d.created} href={urls.evm.address(chain.key, d.created)} />
              </>
            ) : (
              'contract creation'
            )}
          </DetailRow>
          <CoinRow label="Value" testId="tx-value" chain={chain} wei={tx.value} />
          <DetailRow label="Nonce" testId="tx-nonce">
            {tx.nonce}
          </DetailRow>
          {d.fee ? <EvmFeeRows chain={chain} fee={d.fee} /> : <DetailRow label="Type">{tx.type}</DetailRow>}
        </DetailList>
      </Card>
      <MethodCard chain={chain} d={d} />
      {d.receipt && <EvmLogs chainKey={chain.key} logs={d.logs} />}
      <EvmCallTree chain={chain} trace={d.trace} />
      <Card title="Input data">
        {tx.input === '0x' ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">None.</p>
        ) : (
          <details>
            <summary className="cursor-pointer text-sm">
              {(tx.input.length - 2) / 2} bytes <IdText id={tx.input} />
            </summary>
            <pre className="mt-2 whitespace-pre-wrap break-all font-mono text-xs">{tx.input}</pre>
          </details>
        )}
      </Card>
    </div>
  );
}

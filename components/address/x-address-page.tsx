import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseAddress } from '@/lib/codec';
import { IdText } from '@/components/ui/id-text';
import { CAPABILITY_LABELS } from '@/lib/capabilities/labels';
import { nodeCapabilities } from '@/lib/capabilities/probe';
import { serverNodeClient } from '@/lib/node/server-client';
import { networkInfo } from '@/lib/explorer/network';
import { serverAssets } from '@/lib/explorer/server-assets';
import { loadBalances } from '@/lib/explorer/utxos';
import { urls } from '@/lib/explorer/urls';
import { BalanceList } from './balances-and-utxos';
import { Amount } from '../ui/amount';
import { Card } from '../ui/card';
import { EntityHeader } from '../ui/entity-header';
import { AddressUtxoCards, loadAddressUtxos, utxoAssetIDs } from './utxo-cards';
import { AddressHistoryCard } from '@/components/history/address-history-card';
import { followerConfig } from '@/lib/server/follower-config';
import { shareMetadata } from '@/components/og/share-metadata';

/** A chain address this network can hold, or null. */
export function checkAddress(raw: string, chain: 'X' | 'P' | 'C', hrp: string): string | null {
  try {
    const a = parseAddress(raw);
    return a.chainAlias === chain && a.hrp === hrp ? raw : null;
  } catch {
    return null;
  }
}

async function addressTxs(address: string, assetID: string): Promise<{ txIDs: string[] } | { unavailable: string }> {
  // A node without the address index answers every address with no transactions: not "none recorded".
  const caps = await nodeCapabilities(serverNodeClient()).catch(() => null);
  if (caps?.items.addressTxs.state === 'missing') return { unavailable: CAPABILITY_LABELS.addressTxs.missing };
  try {
    const r = await serverNodeClient().avm.getAddressTxs({ address, assetID, pageSize: 25n });
    return { txIDs: r.txIDs };
  } catch (err) {
    return { unavailable: err instanceof Error ? err.message : String(err) };
  }
}

export async function XAddressPage({
  raw,
  after,
  query,
}: {
  raw: string;
  after: string | undefined;
  query: Record<string, string | undefined>;
}) {
  const net = await networkInfo();
  const address = checkAddress(raw, 'X', net.hrp);
  if (!address) notFound();
  // With the follower on, the Transactions card is the history (type, time, amounts): the node's bare
  // list of ids would only repeat it. Off, that list is all there is.
  const following = followingHistory();
  const [balances, utxos, history, told] = await Promise.all([
    loadBalances('X', address, net.ctx),
    loadAddressUtxos('X', address, net, after, query),
    following ? null : addressTxs(address, net.avaxAssetID),
    // The node's own sums (avm.getAllBalances, removed from newer nodes), beside the ones from UTXOs.
    serverNodeClient()
      .avm.getAllBalances({ address })
      // The node names AVAX by its symbol, other assets by id.
      .then((r) => r.balances.map((b) => ({ ...b, asset: b.asset === 'AVAX' ? net.avaxAssetID : b.asset })))
      .catch(() => null),
  ]);
  const assetIDs = [
    ...Object.keys(balances.amounts),
    ...Object.keys(balances.others),
    ...utxoAssetIDs(utxos),
    ...(told ?? []).map((b) => b.asset),
  ];
  const assets = await serverAssets(assetIDs);
  return (
    <div className="space-y-6">
      <EntityHeader kind="X-Chain address" id={address} />
      <AddressHistoryCard address={address} chains={['X']} />
      <Card title="Balances">
        <BalanceList balances={balances} assets={assets} />
        <div className="mt-3 border-t border-slate-200 pt-3 text-sm dark:border-slate-800" data-testid="node-balances">
          <p className="mb-1 text-xs text-slate-500 dark:text-slate-400">
            As the node sums them (<span className="font-mono">avm.getAllBalances</span>):
          </p>
          {told === null ? (
            <p className="text-xs text-slate-500">not served by this node (removed from newer AvalancheGo)</p>
          ) : told.length === 0 ? (
            <p className="text-xs text-slate-500">no balance</p>
          ) : (
            <ul className="space-y-0.5">
              {told.map((b) => (
                <li key={b.asset}>
                  <Amount value={b.balance} meta={assets[b.asset]} assetID={b.asset} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>
      <AddressUtxoCards
        utxos={utxos}
        assets={assets}
        unlisted={(from) => `The node did not list them (its ${from}-Chain may not be running).`}
      />
      {history && <NodeAddressTxs history={history} />}
    </div>
  );
}

function followingHistory(): boolean {
  try {
    return followerConfig().enabled;
  } catch {
    return false;
  }
}

/** The node's own list (avm.getAddressTxs): ids only, newest first, for servers without the follower. */
function NodeAddressTxs({ history }: { history: Awaited<ReturnType<typeof addressTxs>> }) {
  return (
    <Card title="AVAX transactions, as the node's address index lists them">
      {'txIDs' in history ? (
        history.txIDs.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">No transactions recorded for this address.</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {history.txIDs.map((id) => (
              <li key={id} className="py-1.5">
                <IdText id={id} href={urls.tx('X', id)} />
              </li>
            ))}
          </ul>
        )
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="history-unavailable">
          This node keeps no per-address transaction index (<code>avm.getAddressTxs</code> needs the X-Chain&apos;s{' '}
          <code>index-transactions</code> setting, and newer nodes removed it). The UTXOs above are what the address
          holds now; each links to the transaction that created it.
        </p>
      )}
    </Card>
  );
}

export function addressMetadata(chain: 'X' | 'P', raw: string): Metadata {
  const title = `${chain}-Chain address ${raw.length > 24 ? raw.slice(0, 20) + '…' : raw}`;
  const description = `Balances, UTXOs and history of ${raw} on the ${chain}-Chain, read straight from the node.`;
  return shareMetadata(title, description);
}

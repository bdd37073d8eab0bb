import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { nodeFailureOf } from '@/lib/explorer/errors';
import { loadCAtomicUtxoPage } from '@/lib/explorer/atomic';
import { networkInfo } from '@/lib/explorer/network';
import { serverAssets } from '@/lib/explorer/server-assets';
import { urls } from '@/lib/explorer/urls';
import type { UtxoPage } from '@/lib/explorer/utxos';
import { UtxoPager } from './balances-and-utxos';
import { UtxosCsv } from './utxo-cards';
import { Card } from '../ui/card';
import { EntityHeader } from '../ui/entity-header';
import { UtxoTable } from './utxo-table';
import { checkAddress } from './x-address-page';
import { AddressHistoryCard } from '@/components/history/address-history-card';
import { shareMetadata } from '@/components/og/share-metadata';

const SOURCES = ['X', 'P'] as const;
type Source = (typeof SOURCES)[number];

/** A node that lacks one source chain's listing still shows the other; a node that is down fails the page. */
async function pageOrNull(p: Promise<UtxoPage>): Promise<UtxoPage | null> {
  try {
    return await p;
  } catch (err) {
    if (nodeFailureOf(err)) throw err;
    return null;
  }
}

/**
 * `/c/address/C-…`: a C- bech32 address holds nothing on the EVM; it is who may import the atomic
 * UTXOs that X and P exported to the C-Chain. Each source chain's UTXOs page on their own.
 */
export async function CAtomicAddressPage({ raw, after }: { raw: string; after: Record<Source, string | undefined> }) {
  const net = await networkInfo();
  const address = checkAddress(raw, 'C', net.hrp);
  if (!address) notFound();
  const pages = await Promise.all(
    SOURCES.map((s) => pageOrNull(loadCAtomicUtxoPage(address, s, net.ctx, { after: after[s] }))),
  );
  const assets = await serverAssets([
    net.avaxAssetID,
    ...pages.flatMap((p) => p?.utxos.map((u) => u.output.assetID) ?? []),
  ]);
  return (
    <div className="space-y-6">
      <EntityHeader kind="C-Chain address (atomic)" id={address} />
      <AddressHistoryCard address={address} chains={['C']} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        A <code>C-</code> address holds no EVM balance. It owns the atomic UTXOs the X- and P-Chains exported to the
        C-Chain, until an ImportTx on the C-Chain spends them into a 0x account.
      </p>
      {SOURCES.map((from, i) => {
        const p = pages[i] ?? null;
        // Each pager keeps the other chain's position.
        const other = SOURCES.find((s) => s !== from)!;
        const base = urls.address(address) + (after[other] ? `?after${other}=${encodeURIComponent(after[other])}` : '');
        return (
          <Card key={from} title={`Atomic UTXOs from the ${from}-Chain`}>
            {p === null ? (
              <p className="text-sm text-slate-500 dark:text-slate-400">
                The node did not list them (its {from}-Chain may not be running).
              </p>
            ) : p.utxos.length === 0 ? (
              <p className="text-sm text-slate-500 dark:text-slate-400">
                {after[from] ? 'None after this point.' : 'None waiting.'}
              </p>
            ) : (
              <UtxoTable utxos={p.utxos} assets={assets} producer={from} testId={`c-atomic-${from}`} />
            )}
            <UtxoPager base={base} param={`after${from}`} after={after[from]} next={p?.next ?? null}>
              {p && p.utxos.length > 0 && (
                <UtxosCsv address={address} source={from} after={after[from]} testId={`c-atomic-${from}-csv`} />
              )}
            </UtxoPager>
          </Card>
        );
      })}
    </div>
  );
}

export function cAtomicAddressMetadata(raw: string): Metadata {
  const title = `C-Chain address ${raw.length > 24 ? raw.slice(0, 20) + '…' : raw}`;
  const description = `Atomic UTXOs exported to the C-Chain for ${raw}, waiting to be imported, read straight from the node.`;
  return shareMetadata(title, description);
}

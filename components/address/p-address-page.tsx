import Link from 'next/link';
import { notFound } from 'next/navigation';
import { IdText } from '@/components/ui/id-text';
import { decodePUtxo } from '@/lib/decode/pvm';
import { nodeHexToBytes } from '@/lib/decode/bytes';
import type { UtxoView } from '@/lib/decode/model';
import { pageOfStaking, stakingPageOf, stakingRewardedTo, type StakingEntry } from '@/lib/explorer/address-staking';
import { networkInfo } from '@/lib/explorer/network';
import { serverAssets } from '@/lib/explorer/server-assets';
import { urls } from '@/lib/explorer/urls';
import { serverNodeClient } from '@/lib/node/server-client';
import { absoluteTime } from '@/lib/format/time';
import { Amount } from '../ui/amount';
import { Card, DetailList, DetailRow } from '../ui/card';
import { EntityHeader } from '../ui/entity-header';
import { AddressUtxoCards, loadAddressUtxos, utxoAssetIDs } from './utxo-cards';
import { UtxoTable } from './utxo-table';
import { checkAddress } from './x-address-page';
import { AddressHistoryCard } from '@/components/history/address-history-card';

interface Staking extends StakingEntry {
  rewardUtxos: UtxoView[];
}

/** One page of the stakes rewarded to `address`, with the reward UTXOs the node already holds for them. */
async function stakingPage(address: string, page: number, ctx: Parameters<typeof decodePUtxo>[1]) {
  const c = serverNodeClient();
  const all = await stakingRewardedTo(c.platform, address);
  const shown = pageOfStaking(all, page);
  const entries: Staking[] = await Promise.all(
    shown.entries.map(async (s) => {
      const r = await c.platform.getRewardUTXOs({ txID: s.txID, encoding: 'hex' }).catch(() => null);
      return { ...s, rewardUtxos: (r?.utxos ?? []).map((h) => decodePUtxo(nodeHexToBytes(h), ctx)) };
    }),
  );
  return { ...shown, entries, total: all.length };
}

/** This page's URL with another staking page (the other query params kept). */
function stakingHref(address: string, query: Record<string, string | undefined>, page: number): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && k !== 'staking') q.set(k, v);
  if (page > 1) q.set('staking', String(page));
  const s = q.toString();
  return `${urls.address(address)}${s ? `?${s}` : ''}#staking`;
}

export async function PAddressPage({ raw, query }: { raw: string; query: Record<string, string | undefined> }) {
  const after = query.after;
  const net = await networkInfo();
  const address = checkAddress(raw, 'P', net.hrp);
  if (!address) notFound();
  const c = serverNodeClient();
  const [balance, stake, utxos, staking] = await Promise.all([
    c.platform.getBalance({ addresses: [address] }),
    c.platform.getStake({ addresses: [address] }),
    loadAddressUtxos('P', address, net, after, query),
    stakingPage(address, stakingPageOf(query.staking), net.ctx).catch(() => null),
  ]);
  const assets = await serverAssets([net.avaxAssetID, ...utxoAssetIDs(utxos)]);
  const avax = assets[net.avaxAssetID];
  return (
    <div className="space-y-6">
      <EntityHeader kind="P-Chain address" id={address} />
      <AddressHistoryCard address={address} chains={['P']} />
      <Card title="Balance">
        <DetailList>
          <DetailRow label="Total" testId="p-balance">
            <Amount value={balance.balance} meta={avax} />
          </DetailRow>
          <DetailRow label="Unlocked">
            <Amount value={balance.unlocked} meta={avax} />
          </DetailRow>
          <DetailRow label="Locked, stakeable">
            <Amount value={balance.lockedStakeable} meta={avax} />
          </DetailRow>
          <DetailRow label="Locked, not stakeable">
            <Amount value={balance.lockedNotStakeable} meta={avax} />
          </DetailRow>
          <DetailRow label="Staked now" testId="p-staked">
            <Amount value={stake.staked} meta={avax} />
          </DetailRow>
        </DetailList>
      </Card>
      <AddressUtxoCards utxos={utxos} assets={assets} unlisted={() => 'The node did not list them.'} />
      <Card title="Staking rewarded to this address">
        {!staking ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">The node did not list its current stakers.</p>
        ) : staking.total === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            No current validator or delegator pays its rewards here.
          </p>
        ) : (
          <div id="staking" className="space-y-3">
            <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="staking-count">
              {staking.total} current {staking.total === 1 ? 'stake' : 'stakes'}, newest first
              {staking.pages > 1 && (
                <>
                  {' '}
                  · page {staking.page} of {staking.pages}
                </>
              )}
            </p>
            <ul className="space-y-3" data-testid="staking">
              {staking.entries.map((s) => (
                <li
                  key={s.txID}
                  className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
                  data-testid="staking-entry"
                  data-tx={s.txID}
                >
                  <p>
                    {s.role === 'validator' ? 'Validates' : 'Delegates to'}{' '}
                    <IdText id={s.nodeID} href={urls.validator(s.nodeID)} /> with{' '}
                    <Amount value={s.amount} meta={avax} />
                  </p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    Staking tx <IdText id={s.txID} href={urls.tx('P', s.txID)} /> · started{' '}
                    {absoluteTime(Number(s.startTime) * 1000)}
                    {s.endTime !== undefined && <> · ends {absoluteTime(Number(s.endTime) * 1000)}</>}
                    {s.potentialReward !== undefined && (
                      <>
                        {' '}
                        · potential reward <Amount value={s.potentialReward} meta={avax} />
                      </>
                    )}
                  </p>
                  <p className="mt-1 text-xs">
                    {s.rewardUtxos.length === 0
                      ? 'No reward UTXOs yet (they are created when the staking period ends).'
                      : `${s.rewardUtxos.length} reward UTXOs:`}
                  </p>
                  {s.rewardUtxos.length > 0 && (
                    <UtxoTable utxos={s.rewardUtxos} assets={assets} producer="P" testId="reward-utxos" />
                  )}
                </li>
              ))}
            </ul>
            {staking.pages > 1 && (
              <nav aria-label="Staking pages" className="flex items-center gap-3 text-sm">
                {staking.page > 1 ? (
                  <Link href={stakingHref(address, query, staking.page - 1)} data-testid="staking-newer">
                    ← Newer
                  </Link>
                ) : (
                  <span className="text-slate-400">← Newer</span>
                )}
                {staking.page < staking.pages ? (
                  <Link href={stakingHref(address, query, staking.page + 1)} data-testid="staking-older">
                    Older →
                  </Link>
                ) : (
                  <span className="text-slate-400">Older →</span>
                )}
              </nav>
            )}
          </div>
        )}
      </Card>
    </div>
  );
}

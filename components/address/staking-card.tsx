// The stakes that pay their rewards to a P-chain address, a page at a time, each with the reward
// UTXOs the node already holds for it, and links to the newer and older pages.
import Link from 'next/link';
import { IdText } from '@/components/ui/id-text';
import { decodePUtxo } from '@/lib/decode/pvm';
import { nodeHexToBytes } from '@/lib/decode/bytes';
import type { UtxoView } from '@/lib/decode/model';
import type { AssetMeta } from '@/lib/explorer/assets';
import { pageOfStaking, stakingRewardedTo, type StakingEntry } from '@/lib/explorer/address-staking';
import { urls } from '@/lib/explorer/urls';
import { serverNodeClient } from '@/lib/node/server-client';
import { absoluteTime } from '@/lib/format/time';
import { Amount } from '../ui/amount';
import { Card } from '../ui/card';
import { UtxoTable } from './utxo-table';

interface Staking extends StakingEntry {
  rewardUtxos: UtxoView[];
}

/** One page of the stakes rewarded to `address`, with the reward UTXOs the node already holds for them. */
export async function stakingPage(address: string, page: number, ctx: Parameters<typeof decodePUtxo>[1]) {
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

interface StakeProps {
  assets: Record<string, AssetMeta>;
  avax: AssetMeta | undefined;
}

/** One stake: who it validates or delegates to, its amount and period, and its reward UTXOs so far. */
function StakeItem({ stake: s, assets, avax }: StakeProps & { stake: Staking }) {
  return (
    <li
      className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
      data-testid="staking-entry"
      data-tx={s.txID}
    >
      <p>
        {s.role === 'validator' ? 'Validates' : 'Delegates to'} <IdText id={s.nodeID} href={urls.validator(s.nodeID)} />{' '}
        with <Amount value={s.amount} meta={avax} />
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
  );
}

/** `staking` is null when the node did not list its current stakers. */
export function StakingCard({
  address,
  query,
  staking,
  assets,
  avax,
}: StakeProps & {
  address: string;
  query: Record<string, string | undefined>;
  staking: Awaited<ReturnType<typeof stakingPage>> | null;
}) {
  return (
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
              <StakeItem key={s.txID} stake={s} assets={assets} avax={avax} />
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
  );
}

import { notFound } from 'next/navigation';
import { IdText } from '@/components/ui/id-text';
import { decodePUtxo } from '@/lib/decode/pvm';
import { nodeHexToBytes } from '@/lib/decode/bytes';
import type { UtxoView } from '@/lib/decode/model';
import { networkInfo } from '@/lib/explorer/network';
import { serverAssets } from '@/lib/explorer/server-assets';
import { loadUtxoPage } from '@/lib/explorer/utxos';
import { urls } from '@/lib/explorer/urls';
import { serverNodeClient } from '@/lib/server/node';
import { absoluteTime } from '@/lib/format/time';
import { Amount } from '../ui/amount';
import { Card, DetailList, DetailRow } from '../ui/card';
import { EntityHeader } from '../ui/entity-header';
import { AddressUtxosCard, AtomicUtxosCard } from './utxo-cards';
import { UtxoTable } from './utxo-table';
import { checkAddress } from './x-address-page';
import { AddressHistoryCard } from '@/components/history/address-history-card';

interface Staking {
  txID: string;
  nodeID: string;
  role: 'validator' | 'delegator';
  amount: bigint;
  endTime: bigint | undefined;
  potentialReward: bigint | undefined;
  rewardUtxos: UtxoView[];
}

/** At most this many validators are asked for their delegators per page view. */
const MAX_VALIDATORS_ASKED = 200;

/** Current stakers whose rewards go to `address`, with reward UTXOs the node already holds for them. */
async function stakingOf(address: string, ctx: Parameters<typeof decodePUtxo>[1]): Promise<Staking[]> {
  const c = serverNodeClient();
  const bare = address.slice(2);
  const owns = (o: { addresses: string[] } | undefined) =>
    !!o?.addresses.some((a) => a === address || a.endsWith(bare));
  const { validators } = await c.platform.getCurrentValidators({});
  // The node lists a validator's delegators only when nodeIDs names that one node: each validator
  // with delegators is asked on its own, a few at a time.
  const delegatorsOf = new Map<string, NonNullable<(typeof validators)[number]['delegators']>>();
  const withDelegators = validators.filter((v) => (v.delegatorCount ?? 0n) > 0n).slice(0, MAX_VALIDATORS_ASKED);
  for (let i = 0; i < withDelegators.length; i += 8) {
    await Promise.all(
      withDelegators.slice(i, i + 8).map(async (v) => {
        const one = await c.platform.getCurrentValidators({ nodeIDs: [v.nodeID] }).catch(() => null);
        delegatorsOf.set(v.nodeID, one?.validators.find((x) => x.nodeID === v.nodeID)?.delegators ?? []);
      }),
    );
  }
  const found: Omit<Staking, 'rewardUtxos'>[] = [];
  for (const v of validators) {
    if (v.txID && (owns(v.validationRewardOwner) || owns(v.rewardOwner))) {
      found.push({
        txID: v.txID,
        nodeID: v.nodeID,
        role: 'validator',
        amount: v.stakeAmount ?? v.weight,
        endTime: v.endTime,
        potentialReward: v.potentialReward,
      });
    }
    for (const d of delegatorsOf.get(v.nodeID) ?? v.delegators ?? []) {
      if (owns(d.rewardOwner)) {
        found.push({
          txID: d.txID,
          nodeID: d.nodeID,
          role: 'delegator',
          amount: d.stakeAmount ?? d.weight ?? 0n,
          endTime: d.endTime,
          potentialReward: d.potentialReward,
        });
      }
    }
  }
  return Promise.all(
    found.slice(0, 20).map(async (s) => {
      const r = await c.platform.getRewardUTXOs({ txID: s.txID, encoding: 'hex' }).catch(() => null);
      return { ...s, rewardUtxos: (r?.utxos ?? []).map((h) => decodePUtxo(nodeHexToBytes(h), ctx)) };
    }),
  );
}

export async function PAddressPage({ raw, after }: { raw: string; after: string | undefined }) {
  const net = await networkInfo();
  const address = checkAddress(raw, 'P', net.hrp);
  if (!address) notFound();
  const c = serverNodeClient();
  const [balance, stake, page, fromX, fromC, staking] = await Promise.all([
    c.platform.getBalance({ addresses: [address] }),
    c.platform.getStake({ addresses: [address] }),
    loadUtxoPage('P', address, net.ctx, { after }),
    loadUtxoPage('P', address, net.ctx, { sourceChain: 'X' }).catch(() => null),
    net.cChainID ? loadUtxoPage('P', address, net.ctx, { sourceChain: 'C' }).catch(() => null) : Promise.resolve(null),
    stakingOf(address, net.ctx).catch(() => []),
  ]);
  const assets = await serverAssets([
    net.avaxAssetID,
    ...page.utxos.map((u) => u.output.assetID),
    ...(fromX?.utxos ?? []).map((u) => u.output.assetID),
  ]);
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
      <AddressUtxosCard chain="P" address={address} page={page} after={after} assets={assets} />
      <AtomicUtxosCard
        chain="P"
        sources={[
          { from: 'X', page: fromX },
          { from: 'C', page: fromC },
        ]}
        assets={assets}
        unlisted={() => 'The node did not list them.'}
      />
      <Card title="Staking rewarded to this address">
        {staking.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            No current validator or delegator pays its rewards here.
          </p>
        ) : (
          <ul className="space-y-3" data-testid="staking">
            {staking.map((s) => (
              <li key={s.txID} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
                <p>
                  {s.role === 'validator' ? 'Validates' : 'Delegates to'}{' '}
                  <IdText id={s.nodeID} href={urls.validator(s.nodeID)} /> with <Amount value={s.amount} meta={avax} />
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  Staking tx <IdText id={s.txID} href={urls.tx('P', s.txID)} />
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
        )}
      </Card>
    </div>
  );
}

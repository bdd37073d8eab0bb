import { notFound } from 'next/navigation';
import { stakingPageOf } from '@/lib/explorer/address-staking';
import { networkInfo } from '@/lib/explorer/network';
import { serverAssets } from '@/lib/explorer/server-assets';
import { serverNodeClient } from '@/lib/node/server-client';
import { Amount } from '../ui/amount';
import { Card, DetailList, DetailRow } from '../ui/card';
import { EntityHeader } from '../ui/entity-header';
import { StakingCard, stakingPage } from './staking-card';
import { AddressUtxoCards, loadAddressUtxos, utxoAssetIDs } from './utxo-cards';
import { checkAddress } from './x-address-page';
import { AddressHistoryCard } from '@/components/history/address-history-card';

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
      <StakingCard address={address} query={query} staking={staking} assets={assets} avax={avax} />
    </div>
  );
}

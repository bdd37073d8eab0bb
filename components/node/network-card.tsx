import { SectionCard, Rows, type Loaded } from '@/components/ui/section-card';
import { IdText } from '@/components/ui/id-text';
import { TimeAgo } from '@/components/ui/time-ago';
import { formatAvax } from '@/lib/format/amount';
import { absoluteTime } from '@/lib/format/time';
import { urls } from '@/lib/explorer/urls';
import type { registry, ResultOf } from '@/lib/registry';

/** The node's answers about the network it is on, each loaded on its own (one may fail alone). */
interface NetworkFacts {
  netName: Loaded<ResultOf<typeof registry.info.getNetworkName>>;
  netID: Loaded<ResultOf<typeof registry.info.getNetworkID>>;
  stakingAsset: Loaded<ResultOf<typeof registry.platform.getStakingAssetID>>;
  minStake: Loaded<ResultOf<typeof registry.platform.getMinStake>>;
  supply: Loaded<ResultOf<typeof registry.platform.getCurrentSupply>>;
  timestamp: Loaded<ResultOf<typeof registry.platform.getTimestamp>>;
}

/** The network the node is on: its name, staking asset and minimum stakes, supply and the P-chain's time. */
export function NetworkCard({ network }: { network: NetworkFacts }) {
  const { netName, netID, stakingAsset, minStake, supply, timestamp } = network;
  return (
    <SectionCard title="Network" testId="node-network">
      <Rows
        rows={[
          ['Network', netName.ok && netID.ok ? `${netName.value.networkName} (${netID.value.networkID})` : '—'],
          [
            'Staking asset',
            stakingAsset.ok ? (
              <IdText key="a" id={stakingAsset.value.assetID} href={urls.asset(stakingAsset.value.assetID)} />
            ) : (
              '—'
            ),
          ],
          ['Min validator stake', minStake.ok ? formatAvax(minStake.value.minValidatorStake) : '—'],
          ['Min delegator stake', minStake.ok ? formatAvax(minStake.value.minDelegatorStake) : '—'],
          ['Current supply', supply.ok ? formatAvax(supply.value.supply) : '—', 'current-supply'],
          [
            'P-chain time',
            timestamp.ok ? (
              <span key="t">
                <TimeAgo ms={Date.parse(timestamp.value.timestamp)} />{' '}
                <span className="text-xs text-slate-500">{absoluteTime(Date.parse(timestamp.value.timestamp))}</span>
              </span>
            ) : (
              '—'
            ),
          ],
        ]}
      />
    </SectionCard>
  );
}

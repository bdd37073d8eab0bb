import type { Metadata } from 'next';
import { AcpVotesCard } from '@/components/node/acp-votes-card';
import { ChainsCard } from '@/components/node/chains-card';
import { IdentityCard } from '@/components/node/identity-card';
import { NetworkCard } from '@/components/node/network-card';
import { UptimeCard } from '@/components/node/uptime-card';
import { VersionCard } from '@/components/node/version-card';
import { VmsCard } from '@/components/node/vms-card';
import { HealthCard } from '@/components/node/health-card';
import { CapabilitiesCard } from '@/components/node/capabilities-card';
import { UpgradeScheduleCard } from '@/components/node/upgrade-schedule';
import { parseUpgrades } from '@/lib/upgrades/schedule';
import { nodeCapabilities } from '@/lib/capabilities/probe';
import { LoadedCard, load } from '@/components/ui/section-card';
import { currentCaller } from '@/lib/auth/current-caller';
import { serverConfig } from '@/lib/server/config';
import { serverNodeClient } from '@/lib/node/server-client';
import { PageTitle } from '@/components/ui/page-title';

export const metadata: Metadata = { title: 'Node' };
export const dynamic = 'force-dynamic';

const CHAINS = ['P', 'X', 'C'] as const;

/** This request's time (a server page renders once per request). */
const clockMs = () => Date.now();

export default async function NodePage() {
  const c = serverNodeClient();
  const operatorMode = serverConfig().mode === 'operator';
  // Node identity, address and installed VMs are for a signed-in operator only, not for every
  // visitor of an operator-mode server.
  const operator = (await currentCaller()).operator;
  // Every call at once: the page waits for the slowest, not for a sum of rounds.
  const [
    [health, readiness, liveness],
    bootstrapped,
    [
      version,
      netID,
      netName,
      uptime,
      acps,
      upgrades,
      stakingAsset,
      minStake,
      supply,
      timestamp,
      chains,
      nodeID,
      nodeIP,
      vms,
      caps,
    ],
  ] = await Promise.all([
    Promise.all([load(c.health.health({})), load(c.health.readiness({})), load(c.health.liveness({}))]),
    // The Primary Network chains; L1 chains (possibly hundreds) are listed on their L1 pages instead.
    Promise.all(CHAINS.map(async (chain) => ({ chain, r: await load(c.info.isBootstrapped({ chain })) }))),
    Promise.all([
      load(c.info.getNodeVersion({})),
      load(c.info.getNetworkID({})),
      load(c.info.getNetworkName({})),
      load(c.info.uptime({})),
      load(c.info.acps({})),
      load(c.info.upgrades({})),
      load(c.platform.getStakingAssetID({})),
      load(c.platform.getMinStake({})),
      load(c.platform.getCurrentSupply({})),
      load(c.platform.getTimestamp({})),
      load(c.platform.getBlockchains({})),
      // Node identity and address are the operator's business only (facts: node-specific methods).
      operator ? load(c.info.getNodeID({})) : null,
      operator ? load(c.info.getNodeIP({})) : null,
      operator ? load(c.info.getVMs({})) : null,
      load(nodeCapabilities(c)),
    ]),
  ]);
  const l1Chains = chains.ok
    ? chains.value.blockchains.filter((b) => b.name !== 'X-Chain' && b.name !== 'C-Chain').length
    : 0;
  const unreachable = !version.ok && !netID.ok;
  // Upgrades are in force by the P-chain's time, as the node decides; the clock while it does not say.
  const chainMs = timestamp.ok ? Date.parse(timestamp.value.timestamp) : NaN;
  const nowMs = Number.isFinite(chainMs) ? chainMs : clockMs();

  return (
    <div className="space-y-4">
      <PageTitle title="Node">The node Snowline is connected to, as it describes itself.</PageTitle>
      {unreachable && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
        >
          The node is not answering: {version.ok ? '' : version.error}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <VersionCard version={version} />
        <NetworkCard network={{ netName, netID, stakingAsset, minStake, supply, timestamp }} />
        <ChainsCard bootstrapped={bootstrapped} l1Chains={l1Chains} />
        {caps.ok && !unreachable && <CapabilitiesCard caps={caps.value} operator={operator} />}
        <UptimeCard uptime={uptime} />
        <VmsCard vms={vms} chains={chains} operator={operator} operatorMode={operatorMode} />
        <HealthCard
          health={health}
          readiness={readiness}
          liveness={liveness}
          operator={operator}
          missing={caps.ok && caps.value.items.health.state === 'missing'}
        />
        {upgrades.ok ? (
          <UpgradeScheduleCard
            schedule={parseUpgrades(upgrades.value, nowMs)}
            networkID={netID.ok ? netID.value.networkID : null}
            nowMs={nowMs}
          />
        ) : (
          <LoadedCard title="Upgrades" testId="node-upgrades" data={upgrades}>
            {() => null}
          </LoadedCard>
        )}
      </div>
      <AcpVotesCard acps={acps} />
      <IdentityCard operator={operator} operatorMode={operatorMode} nodeID={nodeID} nodeIP={nodeIP} />
    </div>
  );
}

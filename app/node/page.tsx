import type { Metadata } from 'next';
import Link from 'next/link';
import { AcpTable } from '@/components/node/acp-table';
import { HealthCard } from '@/components/node/health-card';
import { CapabilitiesCard } from '@/components/node/capabilities-card';
import { UpgradeScheduleCard } from '@/components/node/upgrade-schedule';
import { parseUpgrades } from '@/lib/upgrades/schedule';
import { nodeCapabilities } from '@/lib/capabilities/probe';
import { SectionCard, load, Rows, Show } from '@/components/ui/section-card';
import { IdText } from '@/components/ui/id-text';
import { TimeAgo } from '@/components/ui/time-ago';
import { formatAvax } from '@/lib/format/amount';
import { absoluteTime } from '@/lib/format/time';
import { currentCaller } from '@/lib/auth/current-caller';
import { serverConfig } from '@/lib/server/config';
import { serverNodeClient } from '@/lib/node/server-client';
import { urls } from '@/lib/explorer/urls';
import { PageTitle } from '@/components/ui/page-title';

export const metadata: Metadata = { title: 'Node' };
export const dynamic = 'force-dynamic';

const CHAINS = ['P', 'X', 'C'] as const;

/** A long hex or cb58 value (key, hash, id), small and wrapping anywhere. */
function Hex({ children }: { children: React.ReactNode }) {
  return <span className="break-all font-mono text-xs">{children}</span>;
}

/** This request's time (a server page renders once per request). */
const clockMs = () => Date.now();

export default async function NodePage() {
  const c = serverNodeClient();
  const operatorMode = serverConfig().mode === 'operator';
  // Node identity, address and installed VMs are for a signed-in operator only, not for every
  // visitor of an operator-mode server.
  const operator = (await currentCaller()).operator;
  const [
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
  ] = await Promise.all([
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
  ]);
  const [health, readiness, liveness] = await Promise.all([
    load(c.health.health({})),
    load(c.health.readiness({})),
    load(c.health.liveness({})),
  ]);
  // The Primary Network chains; L1 chains (possibly hundreds) are listed on their L1 pages instead.
  const bootstrapped = await Promise.all(
    CHAINS.map(async (chain) => ({ chain, r: await load(c.info.isBootstrapped({ chain })) })),
  );
  const chainName = (alias: string) => `${alias}-Chain`;
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
        <SectionCard title="Version" testId="node-version">
          <Show data={version} what="Version">
            {(v) => (
              <Rows
                rows={[
                  ['Node', v.version, 'node-version-value'],
                  ['Database', v.databaseVersion],
                  ['Git commit', <Hex key="g">{v.gitCommit}</Hex>],
                  ['RPC protocol', String(v.rpcProtocolVersion)],
                  ...Object.entries(v.vmVersions).map(([vm, ver]): [string, string] => [`VM ${vm}`, ver]),
                ]}
              />
            )}
          </Show>
        </SectionCard>
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
                    <span className="text-xs text-slate-500">
                      {absoluteTime(Date.parse(timestamp.value.timestamp))}
                    </span>
                  </span>
                ) : (
                  '—'
                ),
              ],
            ]}
          />
        </SectionCard>
        <SectionCard title="Chains" testId="node-chains">
          <ul className="space-y-1 text-sm">
            {bootstrapped.map(({ chain, r }) => (
              <li key={chain} className="flex items-center justify-between gap-2" data-testid="bootstrap-row">
                <span className="truncate">{chainName(chain)}</span>
                {r.ok ? (
                  <span
                    className={
                      r.value.isBootstrapped
                        ? 'text-emerald-700 dark:text-emerald-400'
                        : 'text-amber-700 dark:text-amber-400'
                    }
                  >
                    {r.value.isBootstrapped ? 'bootstrapped' : 'bootstrapping'}
                  </span>
                ) : (
                  <span className="text-xs text-slate-500" title={r.error}>
                    not served
                  </span>
                )}
              </li>
            ))}
          </ul>
          {l1Chains > 0 && (
            <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
              and {l1Chains} blockchains of L1s — see{' '}
              <Link href="/l1s" className="underline">
                L1s
              </Link>
              .
            </p>
          )}
        </SectionCard>
        {caps.ok && !unreachable && <CapabilitiesCard caps={caps.value} operator={operator} />}
        <SectionCard title="Uptime (as the node's peers observe it)" testId="node-uptime">
          <Show data={uptime} what="Uptime">
            {(u) => (
              <Rows
                rows={[
                  ['Weighted average', `${u.weightedAveragePercentage.toFixed(2)}%`],
                  ['Rewarding stake', `${u.rewardingStakePercentage.toFixed(2)}%`],
                ]}
              />
            )}
          </Show>
        </SectionCard>
        <SectionCard title="VMs" testId="node-vms">
          {vms?.ok ? (
            <Rows
              rows={Object.entries(vms.value.vms).map(([id, aliases]): [string, string] => [
                aliases.join(', ') || '—',
                id,
              ])}
            />
          ) : (
            <>
              <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">
                {operator
                  ? `info.getVMs unavailable: ${vms && !vms.ok ? vms.error : ''}`
                  : operatorMode
                    ? 'Installed VMs are shown to the signed-in operator; the VMs the chains run:'
                    : 'Installed VMs are shown in operator mode; the VMs the chains run:'}
              </p>
              {chains.ok && (
                <Rows
                  rows={[...new Map(chains.value.blockchains.map((b) => [b.vmID, b.name])).entries()].map(
                    ([vm, name]): [string, React.ReactNode] => [name, <Hex key={vm}>{vm}</Hex>],
                  )}
                />
              )}
            </>
          )}
        </SectionCard>
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
          <SectionCard title="Upgrades" testId="node-upgrades">
            <Show data={upgrades} what="Upgrades">
              {() => null}
            </Show>
          </SectionCard>
        )}
      </div>
      <SectionCard title="ACP votes" testId="node-acps">
        <Show data={acps} what="ACP votes">
          {(a) => (
            <AcpTable
              acps={Object.entries(a.acps)
                .sort(([x], [y]) => Number(x) - Number(y))
                .map(([number, r]) => ({
                  number,
                  supportWeight: r.supportWeight,
                  objectWeight: r.objectWeight,
                  abstainWeight: r.abstainWeight,
                  supporters: r.supporters.length,
                  objectors: r.objectors.length,
                }))}
            />
          )}
        </Show>
      </SectionCard>
      <SectionCard title="Identity" testId="node-identity">
        {!operator ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {operatorMode ? (
              <>
                The node&apos;s id, BLS proof of possession and IP are shown to the signed-in operator only.{' '}
                <Link href="/signin?next=%2Fnode" className="underline">
                  Sign in
                </Link>
              </>
            ) : (
              "The node's id, BLS proof of possession and IP are shown only when Snowline runs in operator mode."
            )}
          </p>
        ) : (
          <Rows
            rows={[
              [
                'Node ID',
                nodeID?.ok ? (
                  <IdText key="n" id={nodeID.value.nodeID} href={urls.validator(nodeID.value.nodeID)} full />
                ) : nodeID && !nodeID.ok ? (
                  nodeID.error
                ) : (
                  '—'
                ),
              ],
              ['BLS public key', nodeID?.ok ? <Hex key="k">{nodeID.value.nodePOP.publicKey}</Hex> : '—'],
              ['Proof of possession', nodeID?.ok ? <Hex key="p">{nodeID.value.nodePOP.proofOfPossession}</Hex> : '—'],
              ['IP', nodeIP?.ok ? nodeIP.value.ip : nodeIP && !nodeIP.ok ? nodeIP.error : '—'],
            ]}
          />
        )}
      </SectionCard>
    </div>
  );
}

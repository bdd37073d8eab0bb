// The Primary Network's staking rules as the upgrades in force set them: the minimum stake duration
// (ACP-273 from Helicon) and the uptime requirement (ACP-267), each with the upgrade it comes from.
// Read on the server (cached node calls), so the browser does no work for it.
import { formatDuration } from '@/lib/format/time';
import { serverNodeClient } from '@/lib/node/server-client';
import { minStakeDuration } from '@/lib/upgrades/rules';
import { activationMs } from '@/lib/upgrades/schedule';

export async function StakingRulesNote() {
  const node = serverNodeClient();
  const [upgrades, network, chainTime] = await Promise.all([
    node.info.upgrades({}).catch(() => null),
    node.info.getNetworkID({}).catch(() => null),
    node.platform.getTimestamp({}).catch(() => null),
  ]);
  // Without the network or the chain's time there is no rule to state; without upgrades, none activated.
  if (!network || !chainTime) return null;
  const heliconMs = upgrades ? activationMs(upgrades, 'heliconTime') : null;
  // The rule follows the P-chain's time, as the node's tx verification does.
  const rule = minStakeDuration(network.networkID, heliconMs, Date.parse(chainTime.timestamp));
  const helicon = rule.source !== 'genesis';
  return (
    <p data-testid="staking-rules" className="text-sm text-slate-600 dark:text-slate-400">
      Minimum stake duration for a new Primary Network validator:{' '}
      <strong data-testid="min-stake-duration" data-source={rule.source}>
        {formatDuration(rule.validatorSec * 1000)}
      </strong>{' '}
      ({helicon ? `${rule.source}, ${formatDuration(rule.otherSec * 1000)} before` : 'network genesis'}
      {!helicon && heliconMs !== null ? `; ${formatDuration(rule.otherSec * 1000)} from Helicon, ACP-273` : ''}
      {rule.defaults ? '; local network defaults' : ''}); for a delegator {formatDuration(rule.delegatorSec * 1000)}.
      Uptime requirement: {helicon ? '90% for validators starting from Helicon (ACP-267), 80% before' : '80%'}.
    </p>
  );
}

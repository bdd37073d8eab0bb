'use client';
// The Primary Network's staking rules as the upgrades in force set them: the minimum stake duration
// (ACP-273 from Helicon) and the uptime requirement (ACP-267), each with the upgrade it comes from.
import { formatDuration } from '@/lib/format/time';
import { useNodeQuery } from '@/lib/hooks/use-node-query';
import { minStakeDuration } from '@/lib/upgrades/rules';
import { activationMs } from '@/lib/upgrades/schedule';
import { useAfterLoad } from '@/lib/hooks/use-after-load';

export function StakingRulesNote() {
  const enabled = useAfterLoad();
  const upgrades = useNodeQuery('info.upgrades', {}, undefined, { enabled });
  const network = useNodeQuery('info.getNetworkID', {}, undefined, { enabled });
  const chainTime = useNodeQuery('platform.getTimestamp', {}, undefined, { enabled });
  if (!network.data || !chainTime.data || (!upgrades.data && !upgrades.error)) return null;
  const heliconMs = upgrades.data ? activationMs(upgrades.data, 'heliconTime') : null;
  // The rule follows the P-chain's time, as the node's tx verification does.
  const rule = minStakeDuration(network.data.networkID, heliconMs, Date.parse(chainTime.data.timestamp));
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

// A validator's card: its stake, delegations, uptime and when its validation ends.
import { formatAvax, formatCount } from '@/lib/format/amount';
import { absoluteTime } from '@/lib/format/time';
import { isNodeID } from '@/lib/schemas/text-formats';
import { serverNodeClient } from '@/lib/node/server-client';
import type { CardText } from '../entity-card';

export async function validatorCard(nodeID: string): Promise<CardText | null> {
  if (!isNodeID(nodeID)) return null;
  const { validators } = await serverNodeClient().platform.getCurrentValidators({ nodeIDs: [nodeID] });
  const v = validators.find((x) => x.nodeID === nodeID);
  if (!v) return null;
  return {
    kind: 'Primary Network validator',
    id: nodeID,
    facts: [
      `Stake: ${formatAvax(v.weight, { maxFractionDigits: 3 })}`,
      ...(v.delegatorCount !== undefined
        ? [`${formatCount(v.delegatorCount)} delegators · fee ${v.delegationFee ?? '?'}%`]
        : []),
      ...(v.uptime !== undefined ? [`Uptime ${v.uptime.toFixed(2)}%`] : []),
      ...(v.endTime !== undefined ? [`Ends ${absoluteTime(Number(v.endTime) * 1000)}`] : []),
    ],
  };
}

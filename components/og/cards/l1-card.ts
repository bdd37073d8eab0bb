// An L1's (subnet's) card: its chains, how many validate it, and whether it is converted (ACP-77).
import { formatCount } from '@/lib/format/amount';
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import { isCb58Id } from '@/lib/schemas/text-formats';
import { serverNodeClient } from '@/lib/node/server-client';
import type { CardText } from '../entity-card';

export async function l1Card(id: string): Promise<CardText | null> {
  if (!isCb58Id(id) || id === PRIMARY_NETWORK_ID) return null;
  const c = serverNodeClient();
  // An unknown subnet is an error from the node: no card of its own.
  const subnet = await c.platform.getSubnet({ subnetID: id });
  const [chains, validators] = await Promise.all([
    c.platform.getBlockchains({}).catch(() => null),
    c.platform.getCurrentValidators({ subnetID: id }).catch(() => null),
  ]);
  const names = chains?.blockchains.filter((b) => b.subnetID === id).map((b) => b.name) ?? [];
  return {
    kind: subnet.conversionID ? 'Avalanche L1' : 'Subnet',
    id,
    facts: [
      ...(names.length ? [`Chains: ${names.join(', ')}`] : []),
      ...(validators ? [`${formatCount(validators.validators.length)} validators`] : []),
      subnet.conversionID
        ? 'Converted to an L1 (ACP-77)'
        : `Threshold ${subnet.threshold} of ${subnet.controlKeys.length} control keys`,
    ],
  };
}

// A blockchain's card: its name, which network validates it, and whether this node runs it.
import { formatCount } from '@/lib/format/amount';
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import { isCb58Id } from '@/lib/schemas/text-formats';
import { serverNodeClient } from '@/lib/node/server-client';
import type { CardText } from '../entity-card';

export async function blockchainCard(id: string): Promise<CardText | null> {
  if (!isCb58Id(id)) return null;
  const c = serverNodeClient();
  const chain = (await c.platform.getBlockchains({})).blockchains.find((b) => b.id === id);
  if (!chain) return null;
  const primary = chain.subnetID === PRIMARY_NETWORK_ID;
  const [status, validators] = await Promise.all([
    c.platform.getBlockchainStatus({ blockchainID: id }).catch(() => null),
    primary ? null : c.platform.getCurrentValidators({ subnetID: chain.subnetID }).catch(() => null),
  ]);
  return {
    kind: 'Blockchain',
    id,
    facts: [
      `Name: ${chain.name}`,
      primary ? 'Validated by the Primary Network' : `Validated by the L1 ${chain.subnetID.slice(0, 12)}…`,
      ...(validators ? [`${formatCount(validators.validators.length)} validators`] : []),
      ...(status ? [`Status on this node: ${status.status}`] : []),
    ],
  };
}

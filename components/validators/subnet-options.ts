// The subnet picker's options, read on the server: the subnets the node knows, each labelled by its
// blockchains' names. Untrusted names are only ever rendered as text.
import { shortenId } from '@/lib/format/id';
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import { serverNodeClient } from '@/lib/node/server-client';

export interface SubnetOption {
  id: string;
  label: string;
}

const PRIMARY: SubnetOption = { id: PRIMARY_NETWORK_ID, label: 'Primary Network' };

/** The subnet shown, as the picker offers it before (or without) the node's list. */
export function shownSubnetOption(current: string): SubnetOption {
  return current === PRIMARY_NETWORK_ID ? PRIMARY : { id: current, label: current };
}

/** Every subnet the node lists (the Primary Network alone when it does not answer), and `current` whatever it is. */
export async function loadSubnetOptions(current: string): Promise<SubnetOption[]> {
  const node = serverNodeClient();
  const [subnets, chains] = await Promise.all([
    node.platform.getSubnets({}).catch(() => null),
    node.platform.getBlockchains({}).catch(() => null),
  ]);
  const options = (subnets?.subnets ?? []).map((s): SubnetOption => {
    if (s.id === PRIMARY_NETWORK_ID) return PRIMARY;
    // Without blockchain names (not served) an L1 is labelled by its id alone.
    const names = (chains?.blockchains ?? []).filter((b) => b.subnetID === s.id).map((b) => b.name);
    return { id: s.id, label: `${names.length ? names.join(', ') : 'L1'} · ${shortenId(s.id, 6, 4)}` };
  });
  if (!options.some((o) => o.id === PRIMARY_NETWORK_ID)) options.unshift(PRIMARY);
  if (!options.some((o) => o.id === current)) options.push(shownSubnetOption(current));
  return options;
}

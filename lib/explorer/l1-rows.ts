// The subnets and L1s the node lists, as /l1s and its CSV both show them: one row each, named by its chains.
import { PRIMARY_NETWORK_ID } from '@/lib/schemas/primary-network';
import { serverNodeClient } from '@/lib/node/server-client';
import { subnetKind } from './subnet-kind';

export interface L1Row {
  id: string;
  primary: boolean;
  /** 'Primary Network', its chains' names (chain data: text), or 'Subnet without chains'. */
  name: string;
  kind: string;
  chainIDs: string[];
  controlKeys: string[];
  threshold: number;
}

/** Every subnet the node lists; without the chain list (an older node) each is still listed, unnamed. */
export async function l1Rows(): Promise<L1Row[]> {
  const c = serverNodeClient();
  const [{ subnets }, { blockchains }] = await Promise.all([
    c.platform.getSubnets({}),
    c.platform
      .getBlockchains({})
      .catch(() => ({ blockchains: [] as { id: string; name: string; subnetID: string }[] })),
  ]);
  return subnets.map((s) => {
    const primary = s.id === PRIMARY_NETWORK_ID;
    const chains = blockchains.filter((b) => b.subnetID === s.id);
    return {
      id: s.id,
      primary,
      name: primary ? 'Primary Network' : chains.map((b) => b.name).join(', ') || 'Subnet without chains',
      kind: subnetKind(s),
      chainIDs: chains.map((b) => b.id),
      controlKeys: s.controlKeys,
      threshold: s.threshold,
    };
  });
}

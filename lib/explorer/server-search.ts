// Runs search lookups against the node from the server.
import { serverNodeClient } from '@/lib/server/node';
import { orNull } from './errors';
import { resolveSearch, type Probe, type SearchResult } from './search';

async function run(p: Probe, q: string): Promise<boolean> {
  const c = serverNodeClient();
  const has = async (x: Promise<unknown>) => (await orNull(x)) !== null;
  switch (p.kind) {
    case 'xTx':
      return has(c.avm.getTx({ txID: q, encoding: 'hex' }));
    case 'xBlock':
      return has(c.avm.getBlock({ blockID: q, encoding: 'hex' }));
    case 'pTx':
      return has(c.platform.getTx({ txID: q, encoding: 'hex' }));
    case 'pBlock':
      return has(c.platform.getBlock({ blockID: q, encoding: 'hex' }));
    case 'asset':
      return has(c.avm.getAssetDescription({ assetID: q }));
    case 'subnet':
      return has(c.platform.getSubnet({ subnetID: q }));
    case 'blockchain':
      return has(c.platform.validatedBy({ blockchainID: q }));
    case 'xHeight':
      return has(c.avm.getBlockByHeight({ height: BigInt(q), encoding: 'hex' }));
    case 'pHeight':
      return has(c.platform.getBlockByHeight({ height: BigInt(q), encoding: 'hex' }));
    case 'cHeight':
      return (await c.evm().getBlockNumber()) >= BigInt(q);
    case 'cTx':
      return (await c.evm().getTransaction({ hash: q as `0x${string}` }).catch(() => null)) !== null;
    case 'cBlockHash':
      return (await c.evm().getBlock({ blockHash: q as `0x${string}` }).catch(() => null)) !== null;
  }
}

export function serverSearch(q: string): Promise<SearchResult> {
  return resolveSearch(q, run);
}

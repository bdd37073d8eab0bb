// Runs search lookups against the node from the server.
import { serverNodeClient } from '@/lib/server/node';
import { orNull, orNullUnlessServed } from './errors';
import { orNullEvm } from './evm';
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
    case 'cAtomicTx':
      // A node without the C-Chain answers 404 for its /avax path: no match, not a failure.
      return (await orNullUnlessServed(c.avax.getAtomicTx({ txID: q, encoding: 'hex' }))) !== null;
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
      return (await orNullEvm(c.evm().getTransaction({ hash: q as `0x${string}` }))) !== null;
    case 'cBlockHash':
      return (await orNullEvm(c.evm().getBlock({ blockHash: q as `0x${string}` }))) !== null;
  }
}

export function serverSearch(q: string): Promise<SearchResult> {
  return resolveSearch(q, run);
}

// A local network's chain context with fixed ids, for tests that run a chain reader without a node.
import { cb58Encode } from '@/lib/codec';
import { chainContext } from '@/lib/follower/chain-context';

export function localChainContext() {
  return chainContext({
    networkID: 12345,
    hrp: 'local',
    xChainID: cb58Encode(new Uint8Array(32).fill(1)),
    cChainID: cb58Encode(new Uint8Array(32).fill(2)),
    avaxAssetID: cb58Encode(new Uint8Array(32).fill(3)),
  });
}

// The network facts every page needs (HRP for addresses, chain ids, the AVAX asset), asked of
// the node once per server process; a failure is not remembered, so the next request retries.
import { hrpForNetworkId } from '@/lib/codec';
import type { DecodeContext } from '@/lib/decode/model';
import { serverNodeClient } from '@/lib/node/server-client';
import { P_CHAIN_ID } from '@/lib/registry/paths';

export interface NetworkInfo {
  networkID: number;
  hrp: string;
  xChainID: string;
  cChainID: string | null;
  avaxAssetID: string;
  ctx: DecodeContext;
}

let pending: Promise<NetworkInfo> | undefined;

async function load(): Promise<NetworkInfo> {
  const c = serverNodeClient();
  const [{ networkID }, x, cChain, avax] = await Promise.all([
    c.info.getNetworkID({}),
    c.info.getBlockchainID({ alias: 'X' }),
    c.info.getBlockchainID({ alias: 'C' }).catch(() => null),
    c.avm.getAssetDescription({ assetID: 'AVAX' }),
  ]);
  const id = Number(networkID);
  const hrp = hrpForNetworkId(id);
  const chainAliases: DecodeContext['chainAliases'] = { [x.blockchainID]: 'X', [P_CHAIN_ID]: 'P' };
  if (cChain) chainAliases[cChain.blockchainID] = 'C';
  return {
    networkID: id,
    hrp,
    xChainID: x.blockchainID,
    cChainID: cChain?.blockchainID ?? null,
    avaxAssetID: avax.assetID,
    ctx: { hrp, chainAliases },
  };
}

export function networkInfo(): Promise<NetworkInfo> {
  pending ??= load().catch((err: unknown) => {
    pending = undefined;
    throw err;
  });
  return pending;
}

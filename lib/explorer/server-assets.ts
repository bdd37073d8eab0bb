import { serverNodeClient } from '@/lib/node/server-client';
import { describeAssets, type AssetMeta } from './assets';

/** Server-side asset descriptions through the node's X-chain. */
export function serverAssets(ids: readonly string[]): Promise<Record<string, AssetMeta>> {
  return describeAssets(ids, (assetID) => serverNodeClient().avm.getAssetDescription({ assetID }));
}

export { createAvmStaticService } from './service';
export { buildAvmGenesis, genesisAssetTx, splitAvmGenesis, type AssetDefinition, type MinterSet } from './genesis';

// Test-only: set-up shared by the avalanchejs 5.2.0 oracle tests (the dev-only oracle never reaches
// app or devnet code): the local network's Context and the byte joining that re-serialising needs.
import { Common, type avaxSerial, type Context, type utils } from '@avalabs/avalanchejs';
import { AVAX_ASSET_ID_STRING, C_CHAIN_ID_STRING, LOCAL_NETWORK_ID, X_CHAIN_ID_STRING } from './test-fixtures';

/** The codec version every serialised tx and UTXO starts with. */
export const CODEC_VERSION = Uint8Array.of(0, 0);

/** The P-chain id, ids.Empty in cb58. */
const P_CHAIN_ID_STRING = '11111111111111111111111111111111LpoYY';

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

type OracleCodec = ReturnType<ReturnType<typeof utils.getManagerForVM>['getDefaultCodec']>;

/**
 * A signed tx avalanchejs parsed, re-serialised through its codec: version, unsigned tx, credentials
 * (SignedTx.toBytes() in 5.2.0 throws for some kinds, OperationTx's "unknown VM").
 */
export function repackSignedTx(codec: OracleCodec, tx: avaxSerial.SignedTx): Uint8Array {
  return concatBytes(CODEC_VERSION, codec.PackPrefix(tx.unsignedTx), codec.PackPrefixList(tx.credentials));
}

/** The P-chain's dynamic fee config as AvalancheGo's local network has it. */
export const LOCAL_P_FEE_CONFIG: Context.Context['platformFeeConfig'] = {
  weights: Common.createDimensions({ bandwidth: 1, dbRead: 1000, dbWrite: 1000, compute: 4 }),
  maxCapacity: 1_000_000n,
  maxPerSecond: 100_000n,
  targetPerSecond: 50_000n,
  minPrice: 1n,
  excessConversionConstant: 2_164_043n,
};

/** avalanchejs's Context for the local network; only its P-chain builders read `platformFeeConfig`. */
export function localOracleContext(platformFeeConfig?: Context.Context['platformFeeConfig']): Context.Context {
  return {
    networkID: LOCAL_NETWORK_ID,
    hrp: 'local',
    xBlockchainID: X_CHAIN_ID_STRING,
    pBlockchainID: P_CHAIN_ID_STRING,
    cBlockchainID: C_CHAIN_ID_STRING,
    avaxAssetID: AVAX_ASSET_ID_STRING,
    baseTxFee: 1_000_000n,
    createAssetTxFee: 1_000_000n,
    platformFeeConfig: platformFeeConfig ?? ({} as never),
  };
}

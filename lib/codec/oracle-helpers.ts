// Test-only: set-up shared by the avalanchejs 5.2.0 oracle tests (the dev-only oracle never reaches
// app or devnet code): the local network's Context and fee state, AVAX UTXOs for its builders to spend,
// and each VM's codec with the byte joining that re-serialising needs.
import { concatBytes } from '@noble/hashes/utils.js';
import {
  avaxSerial,
  BigIntPr,
  Common,
  Id,
  Int,
  OutputOwners,
  TransferOutput,
  Utxo,
  utils,
  type Context,
} from '@avalabs/avalanchejs';
import {
  AVAX_ASSET_ID_STRING,
  C_CHAIN_ID_STRING,
  EWOQ_ADDR,
  filled,
  LOCAL_NETWORK_ID,
  X_CHAIN_ID_STRING,
} from '@/lib/codec/testing/fixtures';

/** The codec version every serialised tx and UTXO starts with. */
export const CODEC_VERSION = Uint8Array.of(0, 0);

/** The P-chain id, ids.Empty in cb58. */
const P_CHAIN_ID_STRING = '11111111111111111111111111111111LpoYY';

/**
 * An avalanchejs VM as the oracle tests use it: `manager` parses whole (versioned) bytes, `codec` packs,
 * `signedTxBody` packs a parsed signed tx's unsigned tx and credentials, and `repack` puts the version
 * before them (SignedTx.toBytes() in 5.2.0 throws for some kinds, OperationTx's "unknown VM").
 */
export function oracleVm(vm: 'AVM' | 'PVM') {
  const manager = utils.getManagerForVM(vm);
  const codec = manager.getDefaultCodec();
  const signedTxBody = (tx: avaxSerial.SignedTx): Uint8Array =>
    concatBytes(codec.PackPrefix(tx.unsignedTx), codec.PackPrefixList(tx.credentials));
  const repack = (tx: avaxSerial.SignedTx): Uint8Array => concatBytes(CODEC_VERSION, signedTxBody(tx));
  return { manager, codec, signedTxBody, repack };
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

/** A P-chain fee state at the minimum gas price, for avalanchejs's P-chain builders. */
export const LOCAL_P_FEE_STATE = { capacity: 1_000_000n, excess: 0n, price: 1n, timestamp: new Date(0).toISOString() };

/** An avalanchejs UTXO of `amount` nAVAX that `owner` alone spends: output `outputIndex` of the tx whose id is 32 × `txByte`. */
export function oracleAvaxUtxo(txByte: number, outputIndex: number, amount: bigint, owner = EWOQ_ADDR): Utxo {
  return new Utxo(
    new avaxSerial.UTXOID(new Id(filled(32, txByte)), new Int(outputIndex)),
    Id.fromString(AVAX_ASSET_ID_STRING),
    new TransferOutput(new BigIntPr(amount), OutputOwners.fromNative([owner])),
  );
}

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

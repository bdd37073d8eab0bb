// Signed atomic txs of the C-chain for tests: an ImportTx of UTXOs X exported, an ExportTx of C
// balance. Each pays twice the fee at the base fee it is given, as the base fee may rise before
// the tx lands.
import { hexToBytes } from 'viem';
import { secpInputSpending, type Utxo } from '@/lib/codec/avax';
import {
  atomicTxFee,
  encodeAtomicUtxo,
  signAtomicTx,
  type AtomicTx,
  type AtomicUnsignedTx,
} from '@/lib/codec/evm-atomic';
import { evmAddressOf } from '@/lib/codec/secp256k1';
import type { DevnetContext } from '../../core/contracts';
import { putExportedAvax } from '../../core/testing';
import { AVAX, AVAX_ASSET_ID, C_CHAIN_ID, NETWORK_ID, X_CHAIN_ID } from '../../genesis/constants';
import type { DevnetKey } from '../../genesis/keys';
import { owners, transferOut } from '../../xchain/wallet';

const amountOf = (u: Utxo): bigint => (u.output as { amount: bigint }).amount;

/**
 * Puts a 2 AVAX UTXO with the made-up tx id `txID` in shared memory, as X would export it to `key`
 * for the C-chain; returns the UTXO.
 */
export function putUtxoExportedFromX(ctx: DevnetContext, key: DevnetKey, txID: Uint8Array): Utxo {
  return putExportedAvax(ctx, {
    sourceChain: X_CHAIN_ID,
    destinationChain: C_CHAIN_ID,
    txID,
    owner: key.address,
    amount: 2n * AVAX,
    encode: encodeAtomicUtxo,
  });
}

/** An ImportTx of `utxos` (from X, each `key`'s alone) to `key`'s EVM address, the fee taken from what it imports. */
export function importFromX(key: DevnetKey, utxos: Utxo[], baseFee: bigint): AtomicTx {
  const total = utxos.reduce((s, u) => s + amountOf(u), 0n);
  const unsigned = (amount: bigint): AtomicUnsignedTx => ({
    kind: 'ImportTx',
    networkID: NETWORK_ID,
    blockchainID: C_CHAIN_ID,
    sourceChain: X_CHAIN_ID,
    importedInputs: utxos.map((u) => secpInputSpending(u, amountOf(u), [0])),
    outs: [{ address: hexToBytes(evmAddressOf(key.privateKey)), amount, assetID: AVAX_ASSET_ID }],
  });
  const signers = utxos.map(() => [key.privateKey]);
  const fee = 2n * atomicTxFee(signAtomicTx(unsigned(total), signers), baseFee);
  return signAtomicTx(unsigned(total - fee), signers);
}

/** An ExportTx of 1 AVAX from `key`'s C balance at `nonce` to `key` on `destinationChain`, the fee paid on top. */
export function exportAvaxFromC(
  key: DevnetKey,
  destinationChain: Uint8Array,
  nonce: bigint,
  baseFee: bigint,
): AtomicTx {
  const address = hexToBytes(evmAddressOf(key.privateKey));
  const unsigned = (amount: bigint): AtomicUnsignedTx => ({
    kind: 'ExportTx',
    networkID: NETWORK_ID,
    blockchainID: C_CHAIN_ID,
    destinationChain,
    ins: [{ address, amount, assetID: AVAX_ASSET_ID, nonce }],
    exportedOutputs: [transferOut(AVAX_ASSET_ID, AVAX, owners([key.address]))],
  });
  const fee = 2n * atomicTxFee(signAtomicTx(unsigned(AVAX), [[key.privateKey]]), baseFee);
  return signAtomicTx(unsigned(AVAX + fee), [[key.privateKey]]);
}

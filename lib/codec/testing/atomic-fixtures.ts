// Sample C-chain atomic txs (an import from P, an export to X), shared by the atomic codec and view tests.
import { transferIn, transferOut } from '@/lib/codec/testing/avm-fixtures';
import { EMPTY_ID } from '@/lib/codec/ids';
import {
  AVAX_ASSET_ID,
  C_CHAIN_ID,
  EWOQ_EVM_ADDR,
  EWOQ_KEY,
  LOCAL_NETWORK_ID,
  X_CHAIN_ID,
} from '@/lib/codec/testing/fixtures';
import { signAtomicTx } from '@/lib/codec/evm-atomic/sign';
import type { AtomicTx, AtomicUnsignedTx } from '@/lib/codec/evm-atomic/types';

type AtomicImport = Extract<AtomicUnsignedTx, { kind: 'ImportTx' }>;
type AtomicExport = Extract<AtomicUnsignedTx, { kind: 'ExportTx' }>;

/** 5,000,000 nAVAX of two P-chain UTXOs in, 4,900,000 credited: 100,000 burned. */
export const IMPORT_FROM_P: AtomicImport = {
  kind: 'ImportTx',
  networkID: LOCAL_NETWORK_ID,
  blockchainID: C_CHAIN_ID,
  sourceChain: EMPTY_ID,
  importedInputs: [transferIn(1, 2, 3_000_000n), transferIn(2, 0, 2_000_000n)],
  outs: [{ address: EWOQ_EVM_ADDR, amount: 4_900_000n, assetID: AVAX_ASSET_ID }],
};

/** 1,500,000 nAVAX debited, 1,400,000 exported to ewoq in two outputs: 100,000 burned. */
export const EXPORT_TO_X: AtomicExport = {
  kind: 'ExportTx',
  networkID: LOCAL_NETWORK_ID,
  blockchainID: C_CHAIN_ID,
  destinationChain: X_CHAIN_ID,
  ins: [{ address: EWOQ_EVM_ADDR, amount: 1_500_000n, assetID: AVAX_ASSET_ID, nonce: 7n }],
  exportedOutputs: [transferOut(400_000n), transferOut(1_000_000n)],
};

/** `u` signed with the ewoq key for every input. */
export function signedByEwoq(u: AtomicUnsignedTx): AtomicTx {
  const inputs = u.kind === 'ImportTx' ? u.importedInputs.length : u.ins.length;
  return signAtomicTx(
    u,
    Array.from({ length: inputs }, () => [EWOQ_KEY]),
  );
}

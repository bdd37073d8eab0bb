// Sample X-chain txs of every kind, shared by the AVM unit and oracle tests.
import type { BaseTxFields, OutputOwners, TransferableInput, TransferableOutput } from '@/lib/codec/avax';
import {
  AVAX_ASSET_ID,
  C_CHAIN_ID,
  EWOQ_ADDR,
  EWOQ_KEY,
  filled,
  LOCAL_NETWORK_ID,
  SECOND_ADDR,
  X_CHAIN_ID,
} from '@/lib/codec/testing/fixtures';
import { compareBytes } from '@/lib/codec/ids';
import { signAvmTx } from '@/lib/codec/avm/sign';
import type { AvmTx, AvmUnsignedTx } from '@/lib/codec/avm/types';

export const OWNERS: OutputOwners = { locktime: 0n, threshold: 1, addrs: [EWOQ_ADDR] };
export const TWO_OWNERS: OutputOwners = {
  locktime: 7n,
  threshold: 2,
  addrs: [EWOQ_ADDR, SECOND_ADDR].sort(compareBytes),
};
const ASSET_ID = filled(32, 0x42);

export function transferOut(amount: bigint, owners = OWNERS, assetID = AVAX_ASSET_ID): TransferableOutput {
  return { assetID, output: { kind: 'secp256k1fx.TransferOutput', amount, owners } };
}

export function transferIn(txByte: number, outputIndex: number, amount: bigint, sigIndices = [0]): TransferableInput {
  return {
    txID: filled(32, txByte),
    outputIndex,
    assetID: AVAX_ASSET_ID,
    input: { kind: 'secp256k1fx.TransferInput', amount, sigIndices },
  };
}

export function baseFields(over: Partial<BaseTxFields> = {}): BaseTxFields {
  return {
    networkID: LOCAL_NETWORK_ID,
    blockchainID: X_CHAIN_ID,
    outputs: [transferOut(1_000n), transferOut(2_000n, TWO_OWNERS)],
    inputs: [transferIn(1, 0, 4_000_000n), transferIn(1, 3, 5n)],
    memo: new TextEncoder().encode('snowline'),
    ...over,
  };
}

export const AVM_SAMPLES: Record<AvmUnsignedTx['kind'], AvmUnsignedTx> = {
  BaseTx: { kind: 'BaseTx', base: baseFields() },
  CreateAssetTx: {
    kind: 'CreateAssetTx',
    base: baseFields({ outputs: [transferOut(3n)] }),
    name: 'Snow Token',
    symbol: 'SNOW',
    denomination: 9,
    initialStates: [
      {
        fxIndex: 0,
        outputs: [
          { kind: 'secp256k1fx.TransferOutput', amount: 1_000_000n, owners: OWNERS },
          { kind: 'secp256k1fx.MintOutput', owners: OWNERS },
        ],
      },
      {
        fxIndex: 1,
        outputs: [{ kind: 'nftfx.MintOutput', groupID: 5, owners: OWNERS }],
      },
      {
        fxIndex: 2,
        outputs: [{ kind: 'propertyfx.MintOutput', owners: TWO_OWNERS }],
      },
    ],
  },
  OperationTx: {
    kind: 'OperationTx',
    base: baseFields({ outputs: [], inputs: [transferIn(2, 0, 1_000_000n)] }),
    ops: [
      {
        assetID: ASSET_ID,
        utxoIDs: [{ txID: filled(32, 3), outputIndex: 1 }],
        op: {
          kind: 'secp256k1fx.MintOperation',
          sigIndices: [0],
          mintOutput: OWNERS,
          transferOutput: { amount: 500n, owners: OWNERS },
        },
      },
      {
        assetID: ASSET_ID,
        utxoIDs: [{ txID: filled(32, 4), outputIndex: 0 }],
        op: {
          kind: 'nftfx.MintOperation',
          sigIndices: [0],
          groupID: 5,
          payload: Uint8Array.of(1, 2, 3),
          outputs: [OWNERS],
        },
      },
      {
        assetID: ASSET_ID,
        utxoIDs: [{ txID: filled(32, 5), outputIndex: 2 }],
        op: {
          kind: 'nftfx.TransferOperation',
          sigIndices: [0],
          output: { groupID: 5, payload: Uint8Array.of(9), owners: TWO_OWNERS },
        },
      },
    ],
  },
  ImportTx: {
    kind: 'ImportTx',
    base: baseFields({ outputs: [transferOut(9_000n)], inputs: [] }),
    sourceChain: C_CHAIN_ID,
    importedInputs: [transferIn(6, 0, 10_000n)],
  },
  ExportTx: {
    kind: 'ExportTx',
    base: baseFields({ outputs: [transferOut(1n)], inputs: [transferIn(7, 1, 2_000_000n)] }),
    destinationChain: C_CHAIN_ID,
    exportedOutputs: [transferOut(999_999n)],
  },
};

/** Property-fx operations (avalanchejs cannot parse these; our own round trip covers them). */
export const PROPERTY_OPERATION_TX: AvmUnsignedTx = {
  kind: 'OperationTx',
  base: baseFields({ outputs: [], inputs: [transferIn(2, 0, 1_000_000n)] }),
  ops: [
    {
      assetID: ASSET_ID,
      utxoIDs: [{ txID: filled(32, 8), outputIndex: 0 }],
      op: { kind: 'propertyfx.MintOperation', sigIndices: [0], mintOutput: OWNERS, ownedOutput: TWO_OWNERS },
    },
    {
      assetID: ASSET_ID,
      utxoIDs: [{ txID: filled(32, 9), outputIndex: 0 }],
      op: { kind: 'propertyfx.BurnOperation', sigIndices: [0] },
    },
  ],
};

/** `u` with every input (and operation) signed by the ewoq key. */
export function signedByEwoq(u: AvmUnsignedTx): AvmTx {
  const n =
    u.base.inputs.length +
    (u.kind === 'ImportTx' ? u.importedInputs.length : 0) +
    (u.kind === 'OperationTx' ? u.ops.length : 0);
  return signAvmTx(
    u,
    Array.from({ length: n }, () => [EWOQ_KEY]),
  );
}

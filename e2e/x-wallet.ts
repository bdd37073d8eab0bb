// Signing and issuing X-chain txs from the ewoq key through the app's proxy, with our own codec:
// the e2e tests' own wallet (the node's is not used, so what is signed is exactly what is tested).
import type { APIRequestContext } from '@playwright/test';
import {
  avmTxId,
  cb58Decode,
  decodeAvmUtxo,
  encodeAvmTx,
  idToString,
  type AvmUnsignedTx,
  type BaseTxFields,
  secpInputSpending,
} from '@/lib/codec';
import { signAvmTx } from '@/lib/codec/avm/sign';
import { EWOQ_KEY } from '@/devnet/genesis/keys';
import { spendEwoqUtxo } from './ewoq-spend';
import { rpc } from './node-rpc';

export interface XTxContext {
  networkID: number;
  xChainID: Uint8Array;
  cChainID: Uint8Array;
  avaxAssetID: Uint8Array;
  fee: bigint;
}

export async function xTxContext(request: APIRequestContext): Promise<XTxContext> {
  const [{ networkID }, x, c, avax, { txFee }] = await Promise.all([
    rpc<{ networkID: string }>(request, 'info', 'info.getNetworkID', {}),
    rpc<{ blockchainID: string }>(request, 'info', 'info.getBlockchainID', { alias: 'X' }),
    rpc<{ blockchainID: string }>(request, 'info', 'info.getBlockchainID', { alias: 'C' }),
    rpc<{ assetID: string }>(request, 'bc/X', 'avm.getAssetDescription', { assetID: 'AVAX' }),
    rpc<{ txFee: string }>(request, 'info', 'info.getTxFee', {}),
  ]);
  return {
    networkID: Number(networkID),
    xChainID: cb58Decode(x.blockchainID),
    cChainID: cb58Decode(c.blockchainID),
    avaxAssetID: cb58Decode(avax.assetID),
    fee: BigInt(txFee),
  };
}

export const EWOQ = EWOQ_KEY;

/**
 * Spends one of ewoq's AVAX UTXOs on X into the tx `build` makes of it (base fields with that
 * input and an empty memo given), signs, issues and waits until accepted. The activity generator
 * spends ewoq's UTXOs too: when it takes ours first, the next is tried.
 */
export async function issueEwoqXTx(
  request: APIRequestContext,
  ctx: XTxContext,
  build: (base: BaseTxFields, amount: bigint) => AvmUnsignedTx,
): Promise<string> {
  return spendEwoqUtxo(request, 'X', {
    assetID: idToString(ctx.avaxAssetID),
    minAmount: ctx.fee * 1_000n,
    decode: decodeAvmUtxo,
    sign: (utxo, amount) => {
      const base: BaseTxFields = {
        networkID: ctx.networkID,
        blockchainID: ctx.xChainID,
        inputs: [secpInputSpending(utxo, amount, [0])],
        outputs: [],
        memo: new Uint8Array(),
      };
      const bytes = encodeAvmTx(signAvmTx(build(base, amount), [[EWOQ_KEY.privateKey]]));
      return { bytes, txID: avmTxId(bytes) };
    },
  });
}

/** A 1-of-1 secp output of `amount` AVAX units to `addr` (a 20-byte short address). */
export function avaxTo(ctx: XTxContext, amount: bigint, addr: Uint8Array) {
  return {
    assetID: ctx.avaxAssetID,
    output: {
      kind: 'secp256k1fx.TransferOutput' as const,
      amount,
      owners: { locktime: 0n, threshold: 1, addrs: [addr] },
    },
  };
}

/**
 * Exports `exported` of ewoq's AVAX from X to the C-Chain's atomic memory, owned by `owner`; ewoq's
 * change stays on X as the tx's one own output (so the exported output is #1).
 */
export function exportEwoqXToC(
  request: APIRequestContext,
  ctx: XTxContext,
  exported: bigint,
  owner: Uint8Array,
): Promise<string> {
  return issueEwoqXTx(request, ctx, (base, amount) => ({
    kind: 'ExportTx',
    base: { ...base, outputs: [avaxTo(ctx, amount - exported - ctx.fee, EWOQ.address)] },
    destinationChain: ctx.cChainID,
    exportedOutputs: [avaxTo(ctx, exported, owner)],
  }));
}

/**
 * Creates a fixed-cap asset from one of ewoq's AVAX UTXOs (the fee paid, the change back to ewoq):
 * `holders` get its whole supply, each a 1-of-1 output. Resolves to the asset's id (its tx id).
 */
export function createEwoqXAsset(
  request: APIRequestContext,
  ctx: XTxContext,
  asset: { name: string; symbol: string; denomination: number },
  holders: readonly { addr: Uint8Array; amount: bigint }[],
): Promise<string> {
  return issueEwoqXTx(request, ctx, (base, amount) => ({
    kind: 'CreateAssetTx',
    base: { ...base, outputs: [avaxTo(ctx, amount - ctx.fee, EWOQ.address)] },
    ...asset,
    initialStates: [
      {
        fxIndex: 0,
        outputs: holders.map((h) => ({
          kind: 'secp256k1fx.TransferOutput' as const,
          amount: h.amount,
          owners: { locktime: 0n, threshold: 1, addrs: [h.addr] },
        })),
      },
    ],
  }));
}

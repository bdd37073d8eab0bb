// Signing and issuing X-chain txs from the ewoq key through the app's proxy, with our own codec:
// the e2e tests' own wallet (the node's is not used, so what is signed is exactly what is tested).
import type { APIRequestContext } from '@playwright/test';
import {
  avmTxId,
  cb58Decode,
  decodeAvmUtxo,
  encodeAvmTx,
  formatAddress,
  idToString,
  parseBytes,
  type AvmUnsignedTx,
  type BaseTxFields,
  secpInputSpending,
} from '@/lib/codec';
import { signAvmTx } from '@/lib/codec/avm/sign';
import { EWOQ_KEY } from '@/devnet/genesis/keys';
import { issueUntilFinal, rpc } from './node-rpc';

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
  const owner = formatAddress('X', 'local', EWOQ_KEY.address);
  let lastError: unknown;
  for (let attempt = 0; attempt < 4; attempt++) {
    const { utxos } = await rpc<{ utxos: string[] }>(request, 'bc/X', 'avm.getUTXOs', {
      addresses: [owner],
      limit: 1024,
      encoding: 'hex',
    });
    const spendable = utxos
      .map((h) => decodeAvmUtxo(parseBytes(h, 'hex')))
      .flatMap((u) =>
        u.output.kind === 'secp256k1fx.TransferOutput' &&
        u.output.owners.threshold === 1 &&
        u.output.owners.locktime === 0n &&
        u.output.amount > ctx.fee * 1_000n &&
        idToString(u.assetID) === idToString(ctx.avaxAssetID)
          ? [{ ...u, amount: u.output.amount }]
          : [],
      );
    const u = spendable[spendable.length - 1 - (attempt % Math.max(spendable.length, 1))];
    if (!u) throw new Error('ewoq has no spendable AVAX UTXO on X');
    const base: BaseTxFields = {
      networkID: ctx.networkID,
      blockchainID: ctx.xChainID,
      inputs: [secpInputSpending(u, u.amount, [0])],
      outputs: [],
      memo: new Uint8Array(),
    };
    const bytes = encodeAvmTx(signAvmTx(build(base, u.amount), [[EWOQ_KEY.privateKey]]));
    try {
      return await issueUntilFinal(request, 'X', bytes, idToString(avmTxId(bytes)));
    } catch (err) {
      lastError = err;
    }
  }
  throw lastError;
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

// C-chain blocks to the follower's txs: each EVM tx (sender, recipient, value, fee from its receipt,
// ERC-20, ERC-721 and ERC-1155 transfers from its logs) and each atomic tx the block carries in its extra
// data (imports credit EVM addresses from X or P UTXOs; exports debit them into shared memory).
import { idToString } from '@/lib/codec';
import { registry, type ResultOf } from '@/lib/registry';
import { splitBlockExtraDataHex, type AtomicTx, type ExtraDataSplit } from '@/lib/codec/evm-atomic';
import { reasonOf } from '@/lib/codec';
import { rawTokenTransfers } from '@/lib/evm/token-transfers';
import type { TokenTransferWrite, UtxoRecord } from '@/lib/store/history/records';
import { consumedInputs, sha256, utxoRecord, type ChainContext } from './chain-context';
import { emptyTx, EVM_NATIVE, type DecodedTx } from './movements';
import { undecodedOf } from './undecoded';
import type { DecodedBlock } from './x-chain';

type EvmBlockResult = NonNullable<ResultOf<typeof registry.eth.eth_getBlockByNumber>>;
/** A block as `eth_getBlockByNumber` gives it with full txs (the follower asks with the flag set). */
export type EvmBlockJson = Extract<EvmBlockResult, { transactions: { hash: string }[] }>;
export type EvmReceiptJson = NonNullable<ResultOf<typeof registry.eth.eth_getTransactionReceipt>>;
type EvmTxJson = EvmBlockJson['transactions'][number];
type EvmLogJson = EvmReceiptJson['logs'][number];

const lower = (a: string) => a.toLowerCase();

/** A receipt's token transfers (ERC-20, ERC-721, ERC-1155 single and batch), as the store writes them. */
function transfersOf(logs: EvmLogJson[]): TokenTransferWrite[] {
  return rawTokenTransfers(logs).map((t) => ({
    token: t.token,
    kind: t.standard,
    logIndex: t.logIndex ?? 0,
    batchIndex: t.batchIndex ?? 0,
    from: t.from,
    to: t.to,
    // The value column keeps ERC-721's token id, as it always has.
    value: t.standard === 'erc721' ? t.tokenId! : t.amount,
    tokenId: t.tokenId,
    amount: t.amount,
  }));
}

function evmTx(tx: EvmTxJson, receipt: EvmReceiptJson, pos: number): DecodedTx {
  const from = lower(tx.from);
  const to = tx.to ? lower(tx.to) : null;
  const created = receipt.contractAddress ? lower(receipt.contractAddress) : null;
  const ok = receipt.status === undefined || BigInt(receipt.status) === 1n;
  const type = to === null ? 'ContractCreation' : tx.input && tx.input !== '0x' ? 'ContractCall' : 'Transfer';
  const d = emptyTx(lower(tx.hash), pos, type);
  const fee = BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice ?? '0x0');
  const value = ok ? BigInt(tx.value) : 0n;
  d.fee = fee;
  d.evm.push({ address: from, asset: EVM_NATIVE, amount: -(value + fee) });
  if (created && ok) d.created = { address: created, creator: from };
  const recipient = to ?? created;
  if (recipient) d.evm.push({ address: recipient, asset: EVM_NATIVE, amount: value });
  if (ok) {
    d.tokenKinds = new Map();
    for (const t of transfersOf(receipt.logs)) {
      d.tokenTransfers.push(t);
      d.tokenKinds.set(t.token, t.kind);
    }
  }
  return d;
}

/** The UTXOs a C atomic tx creates: an export's outputs, in the destination's shared memory. */
export function cProduced(ctx: ChainContext, tx: AtomicTx, txID: Uint8Array): UtxoRecord[] {
  const u = tx.unsigned;
  if (u.kind !== 'ExportTx') return [];
  const to = ctx.aliasOf(u.destinationChain);
  if (!to) return [];
  return u.exportedOutputs.map((o, i) => utxoRecord(ctx, txID, i, ctx.idText(o.assetID), o.output, to));
}

function atomicTx(ctx: ChainContext, tx: AtomicTx, txID: Uint8Array, pos: number): DecodedTx {
  const u = tx.unsigned;
  const d = emptyTx(idToString(txID), pos, u.kind);
  const hexAddress = (b: Uint8Array) => `0x${Buffer.from(b).toString('hex')}`;
  if (u.kind === 'ImportTx') {
    const imported = consumedInputs(ctx, u.importedInputs, ctx.aliasOf(u.sourceChain) ?? 'X');
    d.consumed.push(...imported);
    d.imported = imported.map((c) => c.id);
    for (const o of u.outs)
      d.evm.push({ address: hexAddress(o.address), asset: ctx.idText(o.assetID), amount: o.amount });
  } else {
    for (const i of u.ins)
      d.evm.push({ address: hexAddress(i.address), asset: ctx.idText(i.assetID), amount: -i.amount });
    d.produced = cProduced(ctx, tx, txID);
  }
  return d;
}

/** An EVM block with its txs' receipts (same order) as the follower's txs; atomic txs come last. */
export function decodeCBlock(ctx: ChainContext, block: EvmBlockJson, receipts: EvmReceiptJson[]): DecodedBlock {
  const txs = block.transactions.map((tx, pos) => evmTx(tx, receipts[pos]!, pos));
  const atomic = extraDataOf(block.blockExtraData);
  const first = block.transactions.length;
  atomic.txs.forEach(({ tx, bytes }, i) => txs.push(atomicTx(ctx, tx, sha256(bytes), first + i)));
  const decoded: DecodedBlock = {
    height: Number(BigInt(block.number)),
    id: lower(block.hash),
    timeMs: Number(BigInt(block.timestamp)) * 1000,
    txs,
  };
  if (atomic.undecoded) {
    // Positions count the atomic txs after the block's EVM txs.
    const { note, tx } = undecodedOf({ ...atomic.undecoded, pos: first + atomic.undecoded.pos }, true);
    decoded.undecoded = note;
    if (tx) txs.push(tx);
  }
  return decoded;
}

/** The block's atomic txs; extra data that is not even hex is one undecoded part. */
function extraDataOf(hex: string | null | undefined): ExtraDataSplit {
  try {
    return splitBlockExtraDataHex(hex);
  } catch (e) {
    const reason = `blockExtraData: ${reasonOf(e)}`;
    return {
      txs: [],
      undecoded: { pos: 0, count: null, typeID: null, reason, bytes: new Uint8Array(0), txBytes: null },
    };
  }
}

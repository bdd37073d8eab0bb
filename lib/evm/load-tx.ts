// An EVM tx with everything its page shows, for the C-Chain and any L1 EVM chain, through the one
// cached node path (the viem client on the gateway). Round trips: tx, receipt and trace together;
// then the block, the callee's code and each distinct token's metadata together (all cacheable at a
// block); an eth_call replay only for a failed tx whose trace gave no reason. Decoding is offline.
import type { Hex, PublicClient } from 'viem';
import { orNullEvm } from './not-found';
import { bytecodeFacts } from './bytecode';
import { callTree, internalTransfers } from './call-tree';
import { decodeCall } from './decode-call';
import { decodeLog } from './decode-log';
import { feeBreakdown } from './fee';
import { failureText, isNotServed, revertDataOf } from './node-errors';
import { decodeRevert } from './revert';
import { nodeTokenMeta, type TokenMetaReader } from './token-meta';
import { rawTokenTransfers, transferAmountText, transferTokens } from './token-transfers';
import type {
  CallFrameJson,
  CallTree,
  DecodedCall,
  DecodedLog,
  FeeBreakdown,
  InternalTransfer,
  RevertReason,
  TokenTransfer,
} from './types';

type Tx = Awaited<ReturnType<PublicClient['getTransaction']>>;
type Receipt = Awaited<ReturnType<PublicClient['getTransactionReceipt']>>;

export type TraceState =
  | { state: 'ok'; tree: CallTree; internal: InternalTransfer[] }
  /** The node does not serve debug_traceTransaction (the capability check, or the call, says so). */
  | { state: 'not-served' }
  | { state: 'failed'; reason: string }
  /** Not asked for (pending tx, or the caller left it out). */
  | { state: 'skipped' };

export interface EvmTxDetail {
  tx: Tx;
  /** Null while pending. */
  receipt: Receipt | null;
  status: 'success' | 'reverted' | 'pending';
  /** Block time (ms); null while pending. */
  timeMs: number | null;
  call: DecodedCall | null;
  /** The contract a creation tx made. */
  created: Hex | null;
  logs: DecodedLog[];
  transfers: TokenTransfer[];
  fee: FeeBreakdown | null;
  revert: RevertReason | null;
  trace: TraceState;
}

export interface LoadEvmTxOptions {
  /** False when the capability check says the node does not serve the trace: no call is made. */
  traceServed?: boolean | null;
  /** Where token metadata comes from (the history store first, say); by default eth_call at the block. */
  tokenMeta?: TokenMetaReader;
}

async function loadTrace(evm: PublicClient, hash: Hex, served: boolean | null | undefined): Promise<TraceState> {
  if (served === false) return { state: 'not-served' };
  try {
    const frame = (await evm.request({
      method: 'debug_traceTransaction' as never,
      params: [hash, { tracer: 'callTracer' }] as never,
    })) as CallFrameJson | null;
    if (!frame || typeof frame !== 'object' || typeof frame.from !== 'string') {
      return { state: 'failed', reason: 'the node sent no call frame' };
    }
    const tree = callTree(frame);
    return { state: 'ok', tree, internal: internalTransfers(tree) };
  } catch (e) {
    return isNotServed(e) ? { state: 'not-served' } : { state: 'failed', reason: failureText(e) };
  }
}

/** The revert data of a failed tx, by replaying it with eth_call on the state before its block. */
async function replayRevert(evm: PublicClient, tx: Tx, blockNumber: bigint): Promise<RevertReason | null> {
  try {
    await evm.call({
      account: tx.from,
      to: tx.to ?? undefined,
      data: tx.input,
      value: tx.value,
      gas: tx.gas,
      blockNumber: blockNumber > 0n ? blockNumber - 1n : 0n,
    });
    return null; // It succeeds on the parent state: an earlier tx of the block made it fail.
  } catch (e) {
    const data = revertDataOf(e);
    return data === null ? null : decodeRevert(data, tx.to);
  }
}

/** Null when `hash` is not a tx hash or the node does not know it; throws when the node fails. */
export async function loadEvmTxDetail(
  evm: PublicClient,
  hash: string,
  opts: LoadEvmTxOptions = {},
): Promise<EvmTxDetail | null> {
  if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) return null;
  const h = hash.toLowerCase() as Hex;
  const [tx, receipt, trace] = await Promise.all([
    orNullEvm(evm.getTransaction({ hash: h })),
    orNullEvm(evm.getTransactionReceipt({ hash: h })),
    loadTrace(evm, h, opts.traceServed),
  ]);
  if (!tx) return null;
  const at = receipt?.blockNumber ?? null;
  const rawTransfers = receipt ? rawTokenTransfers(receipt.logs) : [];
  const tokens = transferTokens(rawTransfers);
  const readMeta = opts.tokenMeta ?? nodeTokenMeta(evm);
  const [block, code, meta] = await Promise.all([
    at === null ? null : orNullEvm(evm.getBlock({ blockNumber: at })),
    at === null || !tx.to ? null : evm.getCode({ address: tx.to, blockNumber: at }).catch(() => null),
    tokens.size > 0 && at !== null ? readMeta(tokens, at) : new Map(),
  ]);
  const facts = bytecodeFacts(code);
  const standard = tx.to ? (meta.get(tx.to.toLowerCase())?.standard ?? null) : null;
  const status = !receipt ? 'pending' : receipt.status === 'success' ? 'success' : 'reverted';
  let revert: RevertReason | null = null;
  if (status === 'reverted') {
    const top = trace.state === 'ok' ? trace.tree.root.revert : null;
    revert = top ?? (at !== null ? await replayRevert(evm, tx, at) : null) ?? { kind: 'empty' };
  }
  const logCtx = (address: string) => ({
    standard: meta.get(address.toLowerCase())?.standard ?? null,
    bytecode: tx.to && address.toLowerCase() === tx.to.toLowerCase() ? facts : null,
  });
  return {
    tx,
    receipt,
    status,
    timeMs: block ? Number(block.timestamp) * 1000 : null,
    call: tx.to ? decodeCall(tx.input, { address: tx.to, bytecode: facts, standard }) : null,
    created: receipt?.contractAddress ?? null,
    logs: receipt ? receipt.logs.map((l) => decodeLog(l, logCtx(l.address))) : [],
    transfers: rawTransfers.map((t) => {
      const m = meta.get(t.token) ?? null;
      return { ...t, meta: m, amountText: transferAmountText(t, m) };
    }),
    fee: receipt ? feeBreakdown(tx, receipt, block?.baseFeePerGas ?? null) : null,
    revert,
    trace: receipt ? trace : { state: 'skipped' },
  };
}

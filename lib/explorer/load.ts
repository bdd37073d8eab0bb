// Server-side lookups behind the explorer pages: fetch hex from the node, decode with our codec.
// The node call path (lib/node) keeps accepted blocks and txs, so a repeat visit stays local.
import { decodeBlock, decodeTx } from '@/lib/decode/by-chain';
import { nodeHexToBytes } from '@/lib/decode/bytes';
import type { BlockView, TxView } from '@/lib/decode/model';
import { undecodedBlock, undecodedTx, type UndecodedView } from '@/lib/decode/undecoded';
import { avmBlockId, idToString } from '@/lib/codec';
import { isCb58Id } from '@/lib/schemas/text-formats';
import { serverNodeClient } from '@/lib/node/server-client';
import { orNull } from './errors';
import { networkInfo } from './network';

function hexOf(v: unknown): string {
  if (typeof v !== 'string') throw new Error('the node returned JSON where hex was asked for');
  return v;
}

/** `123` → a height, a cb58 string → an id, anything else → null. */
export function parseBlockRef(ref: string): { height: bigint } | { id: string } | null {
  if (/^\d{1,20}$/.test(ref)) return { height: BigInt(ref) };
  if (isCb58Id(ref)) return { id: ref };
  return null;
}

async function blockBytes(chain: 'X' | 'P', ref: string): Promise<Uint8Array | null> {
  const parsed = parseBlockRef(ref);
  if (!parsed) return null;
  const c = serverNodeClient();
  const api = chain === 'X' ? c.avm : c.platform;
  const res =
    'height' in parsed
      ? await orNull(api.getBlockByHeight({ height: parsed.height, encoding: 'hex' }))
      : await orNull(api.getBlock({ blockID: parsed.id, encoding: 'hex' }));
  if (!res) return null;
  return nodeHexToBytes(hexOf(res.block));
}

/**
 * Bytes the node serves that the codec cannot read (a type a later upgrade added): thrown by the loaders
 * so that pages built on the decoded view fail as before, and caught by the pages that show them.
 */
class UndecodedError extends Error {
  constructor(
    what: string,
    readonly undecoded: UndecodedView,
  ) {
    super(`undecoded ${what}: ${undecoded.reason}`);
  }
}

/** A block whose header the codec cannot read; `id` is the sha256 of its bytes, as the node ids blocks. */
export class UndecodedBlockError extends UndecodedError {
  override name = 'UndecodedBlockError';
  constructor(
    readonly id: string,
    undecoded: UndecodedView,
  ) {
    super('block', undecoded);
  }
}

/** A tx the codec cannot read, with its status as the node tells it. */
export class UndecodedTxError extends UndecodedError {
  override name = 'UndecodedTxError';
  constructor(
    undecoded: UndecodedView,
    readonly status: string,
  ) {
    super('tx', undecoded);
  }
}

/** A catch handler that takes errors of one class and rethrows anything else. */
const only =
  <E extends Error>(type: new (...args: never[]) => E) =>
  (e: unknown): E => {
    if (e instanceof type) return e;
    throw e;
  };

export const undecodedBlockOrThrow = only(UndecodedBlockError);
/** `e` when it is an UndecodedTxError; rethrows anything else. */
export const undecodedOrThrow = only(UndecodedTxError);

/** The block's view: a tx it cannot read is in `undecoded`; a header it cannot read throws UndecodedBlockError. */
export async function loadBlock(chain: 'X' | 'P', ref: string): Promise<BlockView | null> {
  const [bytes, net] = await Promise.all([blockBytes(chain, ref), networkInfo()]);
  if (!bytes) return null;
  try {
    return decodeBlock(chain, bytes, net.ctx);
  } catch (e) {
    throw new UndecodedBlockError(idToString(avmBlockId(bytes)), undecodedBlock(bytes, e));
  }
}

export interface LoadedTx {
  view: TxView;
  /** Accepted / Committed / Processing…, as the node reports it. */
  status: string;
  /** Why a P-chain tx was dropped, when it was. */
  reason?: string;
  hex: string;
}

/** A tx's status as its chain's getTxStatus tells it; null when the node does not say. */
export async function loadTxStatus(chain: 'X' | 'P', id: string): Promise<{ status: string; reason?: string } | null> {
  if (!isCb58Id(id)) return null;
  const c = serverNodeClient();
  const s =
    chain === 'X'
      ? await c.avm.getTxStatus({ txID: id }).catch(() => null)
      : await c.platform.getTxStatus({ txID: id }).catch(() => null);
  if (!s) return null;
  const reason = (s as { reason?: unknown }).reason;
  return typeof reason === 'string' && reason ? { status: s.status, reason } : { status: s.status };
}

export async function loadTx(chain: 'X' | 'P', id: string): Promise<LoadedTx | null> {
  if (!isCb58Id(id)) return null;
  const c = serverNodeClient();
  const [res, net, told] = await Promise.all([
    orNull(
      chain === 'X' ? c.avm.getTx({ txID: id, encoding: 'hex' }) : c.platform.getTx({ txID: id, encoding: 'hex' }),
    ),
    networkInfo(),
    loadTxStatus(chain, id),
  ]);
  if (!res) return null;
  const hex = hexOf(res.tx);
  const bytes = nodeHexToBytes(hex);
  // The status is the node's (a processing X tx is not Accepted); a node that does not answer
  // getTxStatus serves getTx for accepted (X) or committed (P) txs.
  const status = told?.status ?? (chain === 'X' ? 'Accepted' : 'Committed');
  let view: TxView;
  try {
    view = decodeTx(chain, bytes, net.ctx);
  } catch (e) {
    throw new UndecodedTxError(undecodedTx(bytes, e), status);
  }
  return told?.reason ? { view, status, reason: told.reason, hex } : { view, status, hex };
}

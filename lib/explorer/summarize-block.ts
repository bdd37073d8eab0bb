// A block list's summary of an X or P block, decoded from the node's hex in the browser (every block is
// fetched once; accepted blocks never change). Its own module: it brings the decoders with it.
import { decodeBlock } from '@/lib/decode/by-chain';
import { nodeHexToBytes } from '@/lib/decode/bytes';
import type { DecodeContext } from '@/lib/decode/model';
import type { BlockSummary } from './block-summary';

export function summarizeBlock(chain: 'X' | 'P', hex: string, ctx: DecodeContext): BlockSummary {
  return summarizeBlockBytes(chain, nodeHexToBytes(hex), ctx);
}

export function summarizeBlockBytes(chain: 'X' | 'P', bytes: Uint8Array, ctx: DecodeContext): BlockSummary {
  const b = decodeBlock(chain, bytes, ctx);
  return {
    chain,
    id: b.id,
    height: b.height.toString(),
    type: b.type,
    timeMs: b.time !== null ? Number(b.time) * 1000 : null,
    txs: b.txs.map((t) => ({ id: t.id, type: t.type })),
  };
}

// The internal call tree of a tx from callTracer's frames: each call decoded offline (no node call per
// frame), value moved, errors and revert reasons. Bounded: a hostile or huge trace is cut, and says so.
import type { Hex } from 'viem';
import { decodeCall } from './decode-call';
import { decodeRevert, revertFromText } from './revert';
import { displayText } from './text';
import type { CallFrameJson, CallNode, CallTree, InternalTransfer } from './types';

const MAX_FRAMES = 5000;
const MAX_DEPTH = 1100;

function quantity(v: string | null | undefined): bigint | null {
  if (typeof v !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(v)) return null;
  return BigInt(v);
}

const addr = (a: string | null | undefined): Hex | null =>
  typeof a === 'string' && /^0x[0-9a-fA-F]{40}$/.test(a) ? (a.toLowerCase() as Hex) : null;

export function callTree(top: CallFrameJson): CallTree {
  let frames = 0;
  let truncated = false;
  const walk = (f: CallFrameJson, path: number[]): CallNode => {
    frames++;
    const type = typeof f.type === 'string' ? f.type.toUpperCase().slice(0, 16) : 'CALL';
    const to = addr(f.to);
    const failed = typeof f.error === 'string' && f.error !== '';
    const isCreate = type === 'CREATE' || type === 'CREATE2';
    const node: CallNode = {
      path,
      type,
      from: addr(f.from) ?? '0x0000000000000000000000000000000000000000',
      to,
      value: quantity(f.value) ?? 0n,
      gasUsed: quantity(f.gasUsed),
      call: isCreate ? null : decodeCall(typeof f.input === 'string' ? f.input : null, { address: to }),
      error: failed ? displayText(f.error!, 256) : null,
      revert: failed ? (revertFromText(f.revertReason) ?? reasonOf(f.output, to)) : null,
      children: [],
    };
    const calls = Array.isArray(f.calls) ? f.calls : [];
    for (let i = 0; i < calls.length; i++) {
      if (frames >= MAX_FRAMES || path.length >= MAX_DEPTH) {
        truncated = true;
        break;
      }
      node.children.push(walk(calls[i]!, [...path, i]));
    }
    return node;
  };
  const root = walk(top, []);
  return { root, frames, truncated };
}

function reasonOf(output: string | null | undefined, to: Hex | null) {
  const r = decodeRevert(output, to);
  return r.kind === 'empty' ? null : r;
}

/** Native coin moved by calls below the top frame, in tree order (for a tx page and address history). */
export function internalTransfers(tree: CallTree): InternalTransfer[] {
  const out: InternalTransfer[] = [];
  const visit = (n: CallNode, parentFailed: boolean) => {
    const failed = parentFailed || n.error !== null;
    if (n.path.length > 0 && n.value > 0n && n.to) {
      out.push({ path: n.path, type: n.type, from: n.from, to: n.to, value: n.value, failed });
    }
    for (const c of n.children) visit(c, failed);
  };
  visit(tree.root, false);
  return out;
}

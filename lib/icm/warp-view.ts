// A Warp message as its unsigned bytes say: network, source chain and payload; an AddressedCall's source
// address and payload, and, when that payload is a P-chain L1 validator message (ACP-77), which one, so
// the page can link the P-chain side. Bytes that do not read are shown as such, never thrown.
import { idToString, nodeIdToString } from '@/lib/codec';
import { decodeUnsignedWarpMessage, decodeWarpPayload } from '@/lib/codec/warp';
import { readL1Message } from '@/lib/follower/warp-message';

export interface WarpView {
  networkID: number;
  sourceChain: string;
  payload:
    | { kind: 'addressed-call'; sourceAddress: string; payload: string }
    | { kind: 'hash'; hash: string }
    | { kind: 'unreadable'; reason: string };
  l1Message: { kind: 'register' | 'weight'; validationID: string; nodeID?: string; weight: bigint } | null;
}

const hex = (b: Uint8Array) => `0x${Buffer.from(b).toString('hex')}`;

export function warpViewOf(unsignedHex: string): WarpView | { unreadable: string } {
  let bytes: Uint8Array;
  let m: ReturnType<typeof decodeUnsignedWarpMessage>;
  try {
    bytes = Uint8Array.from(Buffer.from(unsignedHex.replace(/^0x/, ''), 'hex'));
    m = decodeUnsignedWarpMessage(bytes);
  } catch (e) {
    return { unreadable: (e as Error).message.slice(0, 200) };
  }
  let payload: WarpView['payload'];
  try {
    const p = decodeWarpPayload(m.payload);
    payload =
      p.type === 'addressedCall'
        ? { kind: 'addressed-call', sourceAddress: hex(p.sourceAddress), payload: hex(p.payload) }
        : { kind: 'hash', hash: hex(p.hash) };
  } catch (e) {
    payload = { kind: 'unreadable', reason: (e as Error).message.slice(0, 200) };
  }
  const l1 = readL1Message(bytes);
  return {
    networkID: m.networkID,
    sourceChain: idToString(m.sourceChainID),
    payload,
    l1Message: l1
      ? {
          kind: l1.kind,
          validationID: idToString(l1.validationID),
          ...(l1.kind === 'register' ? { nodeID: safeNodeID(l1.nodeID) } : {}),
          weight: l1.weight,
        }
      : null,
  };
}

function safeNodeID(b: Uint8Array): string {
  try {
    return nodeIdToString(b);
  } catch {
    return hex(b);
  }
}

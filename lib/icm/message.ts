// An ICM message as its events tell it, on whichever chains they were seen: where it came from and
// goes, what it carries, and its timeline sent → signatures → delivered → executed or failed → receipt.
// A message whose execution failed (and was not executed since) gets its retryMessageExecution call.
import { encodeFunctionData, type Hex } from 'viem';
import { idFromString } from '@/lib/codec';
import type { IcmEventRow } from '@/lib/store/history/icm-records';
import { icmMessengerAbi } from '@/lib/codec/abis/icm-messenger';

type MessageStatus = 'sent' | 'delivered' | 'executed' | 'failed' | 'unknown';

interface TimelineStep {
  step: 'sent' | 'signatures' | 'delivered' | 'executed' | 'failed' | 'receipt' | 'fee';
  /** Null for a step not reached (or, for signatures, not an on-chain event). */
  at: { chain: string; txHash: string; height: number; timeMs: number } | null;
  note?: string;
}

export interface MessageView {
  id: string;
  status: MessageStatus;
  messenger: string | null;
  source: { chain: string | null; txHash: string | null; sender: string | null; timeMs: number | null };
  destination: { chain: string | null; address: string | null };
  nonce: string | null;
  requiredGas: string | null;
  relayers: string[];
  fee: { token: string; amount: string } | null;
  /** No fee paid (or added): only a relayer that delivers for free will pick it up. */
  missingFee: boolean;
  payload: { hex: string; bytes: number; truncated: boolean } | null;
  warpID: string | null;
  deliverer: string | null;
  timeline: TimelineStep[];
  /** Calldata of retryMessageExecution on the destination's messenger, when execution failed. */
  retry: { to: string | null; calldata: string } | null;
  undecoded: string[];
}

const placeOf = (e: IcmEventRow) => ({ chain: e.chain, txHash: e.txHash, height: e.height, timeMs: e.timeMs });

/** The retry call: the messenger re-runs a failed message with the exact message it received. */
function retryCalldata(sourceChain: string, e: IcmEventRow): string | null {
  const d = e.detail;
  if (d.truncated || d.payload === undefined || d.nonce === undefined || !e.sender || !e.destChain) return null;
  try {
    return encodeFunctionData({
      abi: icmMessengerAbi,
      functionName: 'retryMessageExecution',
      args: [
        hex32(sourceChain),
        {
          messageNonce: BigInt(d.nonce),
          originSenderAddress: e.sender as Hex,
          destinationBlockchainID: hex32(e.destChain),
          destinationAddress: (e.destAddress ?? '0x0000000000000000000000000000000000000000') as Hex,
          requiredGasLimit: BigInt(d.requiredGas ?? '0'),
          allowedRelayerAddresses: (d.relayers ?? []) as Hex[],
          receipts: (d.receipts ?? []).map((r) => ({
            receivedMessageNonce: BigInt(r.nonce),
            relayerRewardAddress: r.relayer as Hex,
          })),
          message: d.payload as Hex,
        },
      ],
    });
  } catch {
    return null;
  }
}

const hex32 = (cb58: string): Hex => `0x${Buffer.from(idFromString(cb58)).toString('hex')}`;

export function messageOf(id: string, events: readonly IcmEventRow[]): MessageView | null {
  const icm = events.filter((e) => e.kind !== 'warp' && e.kind !== 'undecoded');
  if (icm.length === 0 && !events.some((e) => e.kind === 'undecoded')) return null;
  const first = (k: IcmEventRow['kind']) => icm.find((e) => e.kind === k) ?? null;
  const sent = first('sent');
  const received = first('received');
  const failed = first('failed');
  const executed = first('executed');
  const receipt = first('receipt');
  const fees = icm.filter((e) => e.kind === 'fee');
  // The message itself, as the sender's or the destination's messenger saw it.
  const body = sent ?? received ?? failed;
  const d = body?.detail ?? {};
  const sourceChain =
    sent?.sourceChain ?? received?.sourceChain ?? failed?.sourceChain ?? executed?.sourceChain ?? null;
  const lastFee = fees[fees.length - 1]?.detail ?? sent?.detail;
  const fee = lastFee?.feeToken !== undefined ? { token: lastFee.feeToken, amount: lastFee.feeAmount ?? '0' } : null;
  const status: MessageStatus = executed
    ? 'executed'
    : failed
      ? 'failed'
      : received
        ? 'delivered'
        : sent
          ? 'sent'
          : 'unknown';
  const delivered = received ?? failed ?? executed;
  const timeline: TimelineStep[] = [
    { step: 'sent', at: sent && placeOf(sent) },
    {
      step: 'signatures',
      at: null,
      note: delivered
        ? 'a quorum of the source’s validators signed: the destination verified the aggregate'
        : 'not delivered yet: see why it is pending',
    },
    { step: 'delivered', at: received && placeOf(received) },
    ...(failed ? [{ step: 'failed' as const, at: placeOf(failed) }] : []),
    { step: 'executed', at: executed && placeOf(executed) },
    { step: 'receipt', at: receipt && placeOf(receipt) },
    ...fees.map((f) => ({ step: 'fee' as const, at: placeOf(f), note: `fee now ${f.detail.feeAmount ?? '0'}` })),
  ];
  const failedOpen = failed && !executed;
  const calldata = failedOpen && sourceChain ? retryCalldata(sourceChain, failed) : null;
  return {
    id,
    status,
    messenger: body?.emitter ?? executed?.emitter ?? null,
    source: {
      chain: sourceChain,
      txHash: sent?.txHash ?? null,
      sender: body?.sender ?? null,
      timeMs: sent?.timeMs ?? null,
    },
    destination: { chain: body?.destChain ?? executed?.destChain ?? null, address: body?.destAddress ?? null },
    nonce: d.nonce ?? null,
    requiredGas: d.requiredGas ?? null,
    relayers: d.relayers ?? [],
    fee,
    missingFee: sent !== null && (fee === null || BigInt(fee.amount) === 0n),
    payload:
      d.payload !== undefined
        ? { hex: d.payload, bytes: d.payloadBytes ?? (d.payload.length - 2) / 2, truncated: d.truncated === true }
        : null,
    warpID: sent?.detail.warpID ?? null,
    deliverer: received?.detail.deliverer ?? null,
    timeline,
    retry: calldata ? { to: failed!.emitter, calldata } : null,
    undecoded: events.filter((e) => e.kind === 'undecoded').map((e) => e.detail.reason ?? 'undecodable log'),
  };
}

/** How long a sent message has waited for delivery (ms), or null when it is not waiting. */
export function waitingMs(m: MessageView, nowMs: number): number | null {
  if (m.status !== 'sent' || m.source.timeMs === null) return null;
  return Math.max(0, nowMs - m.source.timeMs);
}

// A receipt's logs to the ICM events the history keeps: the Warp precompile's SendWarpMessage, and the
// messenger events with Teleporter's signatures, from whichever contract emits them. A log that has a
// messenger signature but does not decode is kept as 'undecoded' with the reason; nothing here throws.
import { decodeEventLog, getAbiItem, toEventSelector, type Hex } from 'viem';
import { idToString } from '@/lib/codec';
import {
  MAX_PAYLOAD_HEX,
  type IcmDetail,
  type IcmEventKind,
  type IcmEventWrite,
} from '@/lib/store/history/icm-records';
import { icmMessengerAbi } from '@/lib/codec/abis/icm-messenger';
import { WARP_PRECOMPILE_ADDRESS, warpMessengerAbi } from '@/lib/codec/abis/warp';

interface LogJson {
  address: string;
  topics: string[];
  data: string;
  logIndex: string;
}

const KIND_OF_EVENT: Record<string, IcmEventKind> = {
  SendCrossChainMessage: 'sent',
  ReceiveCrossChainMessage: 'received',
  MessageExecuted: 'executed',
  MessageExecutionFailed: 'failed',
  ReceiptReceived: 'receipt',
  AddFeeAmount: 'fee',
};
const SELECTORS = new Map<string, IcmEventKind>(
  icmMessengerAbi.flatMap((x) =>
    x.type === 'event' && KIND_OF_EVENT[x.name] ? [[toEventSelector(x), KIND_OF_EVENT[x.name]!] as const] : [],
  ),
);
const WARP_SEND = toEventSelector(getAbiItem({ abi: warpMessengerAbi, name: 'SendWarpMessage' }));

const lower = (s: string) => s.toLowerCase();
const chainID = (hex: string) => idToString(Buffer.from(hex.slice(2), 'hex'));

function payloadOf(hex: string): Pick<IcmDetail, 'payload' | 'payloadBytes' | 'truncated'> {
  const bytes = (hex.length - 2) / 2;
  if (hex.length - 2 <= MAX_PAYLOAD_HEX) return { payload: lower(hex), payloadBytes: bytes };
  return { payload: lower(hex.slice(0, 2 + MAX_PAYLOAD_HEX)), payloadBytes: bytes, truncated: true };
}

interface TeleporterMessage {
  messageNonce: bigint;
  originSenderAddress: string;
  destinationBlockchainID: string;
  destinationAddress: string;
  requiredGasLimit: bigint;
  allowedRelayerAddresses: readonly string[];
  receipts: readonly { receivedMessageNonce: bigint; relayerRewardAddress: string }[];
  message: string;
}

function messageParts(m: TeleporterMessage) {
  return {
    sender: lower(m.originSenderAddress),
    destChain: chainID(m.destinationBlockchainID),
    destAddress: lower(m.destinationAddress),
    detail: {
      nonce: m.messageNonce.toString(),
      requiredGas: m.requiredGasLimit.toString(),
      relayers: m.allowedRelayerAddresses.map(lower),
      receipts: m.receipts.map((r) => ({
        nonce: r.receivedMessageNonce.toString(),
        relayer: lower(r.relayerRewardAddress),
      })),
      ...payloadOf(m.message),
    } satisfies IcmDetail,
  };
}

const feeOf = (f: { feeTokenAddress: string; amount: bigint }) => ({
  feeToken: lower(f.feeTokenAddress),
  feeAmount: f.amount.toString(),
});

/** The event of one log, or null when the log is none of Warp's or the messenger's. */
function eventOf(log: LogJson, here: string): IcmEventWrite | null {
  const topic0 = lower(log.topics[0] ?? '');
  const emitter = lower(log.address);
  const logIndex = Number(BigInt(log.logIndex));
  const base = { logIndex, emitter, sourceChain: null, destChain: null, sender: null, destAddress: null };
  if (topic0 === WARP_SEND && emitter === WARP_PRECOMPILE_ADDRESS) {
    try {
      const e = decodeEventLog({ abi: warpMessengerAbi, topics: log.topics as [Hex], data: log.data as Hex });
      if (!e.args) return undecoded(base, log, new Error('no arguments'));
      return {
        ...base,
        kind: 'warp',
        messageID: chainID(e.args.messageID),
        sourceChain: here,
        sender: lower(e.args.sender),
        detail: payloadOf(e.args.message),
      };
    } catch (err) {
      return undecoded(base, log, err);
    }
  }
  const kind = SELECTORS.get(topic0);
  if (!kind) return null;
  try {
    const e = decodeEventLog({ abi: icmMessengerAbi, topics: log.topics as [Hex], data: log.data as Hex });
    if (!e.args || !('messageID' in e.args)) return undecoded(base, log, new Error('no message id'));
    const messageID = lower(e.args.messageID);
    switch (e.eventName) {
      case 'SendCrossChainMessage': {
        const m = messageParts(e.args.message);
        return { ...base, ...m, kind, messageID, sourceChain: here, detail: { ...m.detail, ...feeOf(e.args.feeInfo) } };
      }
      case 'ReceiveCrossChainMessage': {
        const m = messageParts(e.args.message);
        const detail = { ...m.detail, deliverer: lower(e.args.deliverer), rewardAddress: lower(e.args.rewardRedeemer) };
        return { ...base, ...m, kind, messageID, sourceChain: chainID(e.args.sourceBlockchainID), detail };
      }
      case 'MessageExecutionFailed': {
        const m = messageParts(e.args.message);
        return { ...base, ...m, kind, messageID, sourceChain: chainID(e.args.sourceBlockchainID) };
      }
      case 'MessageExecuted':
        return {
          ...base,
          kind,
          messageID,
          sourceChain: chainID(e.args.sourceBlockchainID),
          destChain: here,
          detail: {},
        };
      case 'ReceiptReceived':
        return {
          ...base,
          kind,
          messageID,
          sourceChain: here,
          destChain: chainID(e.args.destinationBlockchainID),
          detail: { rewardAddress: lower(e.args.relayerRewardAddress), ...feeOf(e.args.feeInfo) },
        };
      case 'AddFeeAmount':
        return { ...base, kind, messageID, sourceChain: here, detail: feeOf(e.args.updatedFeeInfo) };
      default:
        return null;
    }
  } catch (err) {
    return undecoded(base, log, err);
  }
}

function undecoded(
  base: Omit<IcmEventWrite, 'kind' | 'messageID' | 'detail'>,
  log: LogJson,
  err: unknown,
): IcmEventWrite {
  const topic1 = log.topics[1];
  const reason = (err instanceof Error ? err.message.split('\n')[0]! : String(err)).slice(0, 300);
  return {
    ...base,
    kind: 'undecoded',
    messageID: topic1 && /^0x[0-9a-fA-F]{64}$/.test(topic1) ? lower(topic1) : '',
    detail: { reason },
  };
}

/** The ICM events of one tx's logs, seen on the chain whose blockchain id is `here`. */
export function icmEventsOf(logs: readonly LogJson[], here: string): IcmEventWrite[] {
  const out: IcmEventWrite[] = [];
  for (const log of logs) {
    try {
      const e = eventOf(log, here);
      if (e) out.push(e);
    } catch {
      // a log index that is not a number: not a log this reads
    }
  }
  // The Warp message each send went out in: the precompile's send by the same contract in this tx,
  // before or after the messenger's event, taken in order.
  const warps = out.filter((e) => e.kind === 'warp');
  for (const e of out) {
    if (e.kind !== 'sent') continue;
    const i = warps.findIndex((w) => w.sender === e.emitter);
    if (i >= 0) e.detail.warpID = warps.splice(i, 1)[0]!.messageID;
  }
  return out;
}

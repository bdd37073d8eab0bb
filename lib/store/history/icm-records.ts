// ICM and Warp messages as the history keeps them: every event of a message (the Warp precompile's
// send, and the messenger's sent, received, executed, failed, receipt and fee events), on whichever
// chain it was seen, appended with its block. A message is the events sharing its id; its state is
// worked out when read (lib/icm/message.ts), since its chains are followed independently.
import type { FollowedChain } from '@/lib/store/history/chain-keys';

export type IcmEventKind = 'warp' | 'sent' | 'received' | 'executed' | 'failed' | 'receipt' | 'fee' | 'undecoded';
/** What an event says beyond its ids; amounts and nonces as decimal text, bytes as 0x hex. */
export interface IcmDetail {
  nonce?: string;
  requiredGas?: string;
  relayers?: string[];
  receipts?: { nonce: string; relayer: string }[];
  /** The message's payload (ICM) or the unsigned Warp message, cut at MAX_PAYLOAD_HEX. */
  payload?: string;
  /** Bytes of the whole payload, and whether `payload` was cut. */
  payloadBytes?: number;
  truncated?: boolean;
  feeToken?: string;
  feeAmount?: string;
  deliverer?: string;
  rewardAddress?: string;
  /** The Warp message (cb58 id) the messenger sent this ICM message in. */
  warpID?: string;
  /** Why a log with a messenger's signature could not be read. */
  reason?: string;
}

/** Hex characters of a payload kept (32 KiB of bytes): a message page shows it, a page need not show more. */
export const MAX_PAYLOAD_HEX = 65_536;

export interface IcmEventWrite {
  kind: IcmEventKind;
  /** The ICM message id (0x hex, 32 bytes), or for 'warp' the Warp message id (cb58). */
  messageID: string;
  logIndex: number;
  /** The contract that emitted it (the messenger, or the Warp precompile). */
  emitter: string;
  /** Blockchain ids (cb58) of the message's source and destination, where the event says them. */
  sourceChain: string | null;
  destChain: string | null;
  /** The ICM message's origin sender (for 'warp': the contract that sent the Warp message). */
  sender: string | null;
  destAddress: string | null;
  detail: IcmDetail;
}

/** One stored event, with where it was seen. */
export interface IcmEventRow extends IcmEventWrite {
  chain: FollowedChain;
  height: number;
  timeMs: number;
  txHash: string;
}

/** Newest-first position in an ICM listing. */
export interface IcmKey {
  timeMs: number;
  chain: FollowedChain;
  height: number;
  logIndex: number;
}

interface IcmListQuery {
  /** Events seen on this chain ('C' or an L1's blockchain id). */
  chain?: FollowedChain;
  /** Events whose sender, destination, emitter or relayer is this address. */
  address?: string;
  before?: IcmKey;
  limit: number;
}

export interface IcmReads {
  /** Every event of a message id (ICM hex or Warp cb58), oldest first. */
  icmEvents(messageID: string): Promise<IcmEventRow[]>;
  /** Sent and received events (one row per message and chain), newest first. */
  icmMessages(q: IcmListQuery): Promise<{ rows: IcmEventRow[]; next: IcmKey | null }>;
  /** Every event of these messages, for a page of a listing or a watch (ids beyond 200 are ignored). */
  icmEventsOf(messageIDs: readonly string[]): Promise<IcmEventRow[]>;
}

// /api/icm/*: ICM and Warp messages the follower read (a message by id, listings by chain or address,
// CSV), and why a sent message is still pending (the node's validator set against the quorum).
import type { IcmEventRow } from '@/lib/store/history/icm-records';
import type { MessageView } from '@/lib/icm/message';
import type { PendingReport } from '@/lib/icm/pending';
import type { SignaturesReport } from '@/lib/icm/signatures';
import type { WarpView } from '@/lib/icm/warp-view';
import { defineRoute } from '../define';
import type { HistoryOff } from './history';

export interface IcmMessageReply {
  following: true;
  id: string;
  /** The ICM message its events tell; null for a bare Warp message. */
  message: MessageView | null;
  events: IcmEventRow[];
  /** The Warp message (its unsigned bytes decoded), when its send was seen. */
  warp: (WarpView & { id: string }) | { id: string; unreadable: string } | null;
  /** Ms since it was sent while it waits for delivery; null when it does not wait. */
  waitingMs: number | null;
}

export interface IcmListRow extends IcmEventRow {
  /** The message's state from every event the history holds of it. */
  status: MessageView['status'] | 'warp';
  missingFee: boolean;
}

export interface IcmListReply {
  following: true;
  rows: IcmListRow[];
  /** The next page's cursor (`?before=`), null on the last. */
  next: string | null;
}

export interface IcmListQuery {
  [k: string]: string | number | undefined;
  chain?: string;
  address?: string;
  before?: string;
  limit?: number;
}

export const icmRoutes = {
  'icm.message': defineRoute<{ reply: IcmMessageReply | HistoryOff }>()('GET', '/api/icm/message/[id]'),
  'icm.pending': defineRoute<{ reply: { report: PendingReport } }>()('GET', '/api/icm/message/[id]/pending'),
  'icm.signatures': defineRoute<{ reply: { report: SignaturesReport } }>()('GET', '/api/icm/message/[id]/signatures'),
  'icm.messages': defineRoute<{ query: IcmListQuery; reply: IcmListReply | HistoryOff }>()('GET', '/api/icm/messages'),
} as const;

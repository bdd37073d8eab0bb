// The ICM HTTP API behind app/api/icm/*: a message by id (ICM hex or Warp cb58), listings by chain or
// address (JSON, or CSV streamed a page at a time and bounded), and why a sent message is pending.
import { problem, reply } from '@/lib/api/reply';
import type { IcmListRow } from '@/lib/api/routes/icm';
import type { NodeClient } from '@/lib/client';
import { isFollowedChain } from '@/lib/store/history/chain-keys';
import { csvCell } from '@/lib/format/csv-cell';
import type { IcmEventRow, IcmKey } from '@/lib/store/history/icm-records';
import { pageLimit, type HistoryStore } from '@/lib/store/history/records';
import { messageOf, waitingMs } from './message';
import { explainPending } from './pending';
import { deliveredSignatures, SignaturesUnavailable } from './signatures';
import { warpViewOf } from './warp-view';

export interface IcmApiDeps {
  following(): boolean;
  history(): Promise<HistoryStore>;
  node(): NodeClient;
  cChainID(): Promise<string | null>;
  now?: () => number;
}

/** An ICM message id (0x + 64 hex) or a Warp message id (cb58 of 32 bytes, 49–50 characters). */
export const MESSAGE_ID = /^(0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{40,60})$/;

const keyText = (k: IcmKey) => `${k.timeMs}.${k.chain}.${k.height}.${k.logIndex}`;
function parseKey(s: string): IcmKey | null {
  const m = /^(\d{1,15})\.([0-9A-Za-z]{1,60})\.(\d{1,15})\.(\d{1,9})$/.exec(s);
  if (!m || !isFollowedChain(m[2]!)) return null;
  return { timeMs: Number(m[1]), chain: m[2]!, height: Number(m[3]), logIndex: Number(m[4]) };
}

/** Most rows one CSV export holds; past it the file ends with a line saying where to go on from. */
const CSV_MAX_ROWS = 10_000;
const CSV_PAGE = 200;

/** Each row's message state, from every event the store holds of the page's messages. */
async function withStatus(h: HistoryStore, rows: IcmEventRow[]): Promise<IcmListRow[]> {
  const all = await h.icmEventsOf(rows.map((r) => r.messageID));
  return rows.map((r) => {
    if (r.kind === 'warp') return { ...r, status: 'warp', missingFee: false };
    const m = messageOf(
      r.messageID,
      all.filter((e) => e.messageID === r.messageID),
    );
    return { ...r, status: m?.status ?? 'unknown', missingFee: m?.missingFee ?? false };
  });
}

const CSV_HEADER =
  'time_utc,chain,height,tx_hash,event,status,message_id,source_chain,destination_chain,sender,destination,fee_token,fee_amount,required_gas\n';
const csvLine = (r: IcmListRow) =>
  [
    new Date(r.timeMs).toISOString(),
    r.chain,
    r.height,
    r.txHash,
    r.kind,
    r.status,
    r.messageID,
    r.sourceChain ?? '',
    r.destChain ?? '',
    r.sender ?? '',
    r.destAddress ?? '',
    r.detail.feeToken ?? '',
    r.detail.feeAmount ?? '',
    r.detail.requiredGas ?? '',
  ]
    .map(csvCell)
    .join(',') + '\n';

function csvStream(h: HistoryStore, q: { chain?: string; address?: string; before?: IcmKey }) {
  const encoder = new TextEncoder();
  let next = q.before;
  let sent = 0;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const page = await h.icmMessages({ ...q, before: next, limit: Math.min(CSV_PAGE, CSV_MAX_ROWS - sent) });
        const rows = await withStatus(h, page.rows);
        sent += rows.length;
        next = page.next ?? undefined;
        controller.enqueue(encoder.encode((started ? '' : CSV_HEADER) + rows.map(csvLine).join('')));
        started = true;
        if (!next) controller.close();
        else if (sent >= CSV_MAX_ROWS) {
          controller.enqueue(encoder.encode(`# more: export again with before=${keyText(next)}\n`));
          controller.close();
        }
      },
    },
    { highWaterMark: 0 },
  );
}

export function icmApi(deps: IcmApiDeps) {
  const now = deps.now ?? Date.now;

  /** Runs a read on the store, or says the follower is off or the store does not answer. */
  async function onStore(read: (h: HistoryStore) => Promise<Response>): Promise<Response> {
    try {
      if (!deps.following()) return Response.json({ following: false }, { headers: { 'cache-control': 'no-store' } });
      return await read(await deps.history());
    } catch (e) {
      console.error(`[snowline icm] ${(e as Error).message}`);
      return problem(503, 'the history store does not answer (see the server log)');
    }
  }

  /** A recorded ICM message and its events, or the problem that says why there is none. */
  async function recorded(rawID: string) {
    if (!MESSAGE_ID.test(rawID)) return problem(400, 'not a message id');
    let events: IcmEventRow[];
    try {
      if (!deps.following()) return problem(404, 'this server does not follow the chains');
      events = await (await deps.history()).icmEvents(rawID);
    } catch (e) {
      console.error(`[snowline icm] ${(e as Error).message}`);
      return problem(503, 'the history store does not answer (see the server log)');
    }
    const m = messageOf(rawID, events);
    return m ? { events, m } : problem(404, 'no ICM message with this id in the history');
  }

  return {
    message: (rawID: string) =>
      onStore(async (h) => {
        if (!MESSAGE_ID.test(rawID))
          return problem(400, 'not a message id: 0x and 64 hex digits, or a Warp message id');
        const events = await h.icmEvents(rawID);
        if (events.length === 0) return problem(404, 'no ICM or Warp message with this id in the history');
        const id = events[0]!.messageID;
        const message = messageOf(id, events);
        // The Warp message: this id's own send, or the one the messenger sent this message in.
        const warpID = events.find((e) => e.kind === 'warp')?.messageID ?? message?.warpID ?? null;
        const warpEvent = warpID
          ? (events.find((e) => e.kind === 'warp') ?? (await h.icmEvents(warpID)).find((e) => e.kind === 'warp'))
          : undefined;
        const warp =
          warpID && warpEvent?.detail.payload ? { id: warpID, ...warpViewOf(warpEvent.detail.payload) } : null;
        return reply('icm.message', {
          following: true,
          id,
          message,
          events,
          warp,
          waitingMs: message ? waitingMs(message, now()) : null,
        });
      }),

    pending: async (rawID: string) => {
      const found = await recorded(rawID);
      if (found instanceof Response) return found;
      const { m } = found;
      if (!m.source.chain) return problem(409, 'the message’s source chain is not known');
      try {
        const report = await explainPending(
          deps.node(),
          { sourceChain: m.source.chain, destChain: m.destination.chain, warpID: m.warpID },
          await deps.cChainID(),
        );
        return reply('icm.pending', { report });
      } catch (e) {
        return problem(
          502,
          `the node could not give the validator set: ${(e as Error).message.split('\n')[0]!.slice(0, 200)}`,
        );
      }
    },

    /** Who signed a delivered message: the aggregate its delivery tx carried, against the signing set. */
    signatures: async (rawID: string) => {
      const found = await recorded(rawID);
      if (found instanceof Response) return found;
      const { events, m } = found;
      // The messenger's receive event is in the tx that delivered the signed message.
      const delivery = events.find((e) => e.kind === 'received') ?? events.find((e) => e.kind === 'failed');
      if (!delivery) return problem(409, 'the message is not delivered yet');
      if (!m.source.chain) return problem(409, 'the message’s source chain is not known');
      try {
        const report = await deliveredSignatures(
          deps.node(),
          { sourceChain: m.source.chain, destChain: delivery.chain, warpID: m.warpID, deliveryTx: delivery.txHash },
          await deps.cChainID(),
        );
        return reply('icm.signatures', { report });
      } catch (e) {
        const reason = (e as Error).message.split('\n')[0]!.slice(0, 200);
        if (e instanceof SignaturesUnavailable) return problem(404, reason);
        return problem(502, `the node could not give the signatures: ${reason}`);
      }
    },

    messages: (req: Request) =>
      onStore(async (h) => {
        const url = new URL(req.url);
        const chain = url.searchParams.get('chain') || undefined;
        const address = url.searchParams.get('address')?.toLowerCase() || undefined;
        if (chain !== undefined && !isFollowedChain(chain)) return problem(400, 'chain must be C or an L1 chain id');
        if (address !== undefined && !/^0x[0-9a-f]{40}$/.test(address))
          return problem(400, 'address must be 0x and 40 hex digits');
        const b = url.searchParams.get('before');
        const before = b ? parseKey(b) : undefined;
        if (before === null) return problem(400, 'before is not a page cursor');
        const q = { ...(chain ? { chain } : {}), ...(address ? { address } : {}), ...(before ? { before } : {}) };
        if (url.searchParams.get('format') === 'csv') {
          const name = address ?? chain ?? 'C';
          return new Response(csvStream(h, q), {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': `attachment; filename="icm-${name}.csv"`,
              'cache-control': 'no-store',
            },
          });
        }
        const page = await h.icmMessages({
          ...q,
          limit: pageLimit(Number(url.searchParams.get('limit') ?? undefined)),
        });
        return reply('icm.messages', {
          following: true,
          rows: await withStatus(h, page.rows),
          next: page.next ? keyText(page.next) : null,
        });
      }),
  };
}

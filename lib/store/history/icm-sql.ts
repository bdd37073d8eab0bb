// The history's ICM reads for both stores (table names through `t`, `?` placeholders): a message's
// events by id, and listings newest first by chain or address, keyset-paged like every listing.
import type { FollowedChain } from '@/lib/store/history/chain-keys';
import type { IcmDetail, IcmEventRow, IcmKey, IcmReads } from './icm-records';
import { stringOrNull } from '../nullable';
import type { Sql } from './read-sql';
import type { TableRef } from '../sql';
import { icmAddressScope, icmChainScope } from './write-plan';

type Row = Record<string, unknown>;

function detailOf(raw: unknown): IcmDetail {
  try {
    const v = JSON.parse(String(raw)) as unknown;
    return v && typeof v === 'object' ? (v as IcmDetail) : {};
  } catch {
    return {};
  }
}

const toEvent = (r: Row): IcmEventRow => ({
  kind: String(r.kind) as IcmEventRow['kind'],
  messageID: String(r.message_id),
  logIndex: Number(r.log_index),
  emitter: String(r.emitter),
  sourceChain: stringOrNull(r.source_chain),
  destChain: stringOrNull(r.dest_chain),
  sender: stringOrNull(r.sender),
  destAddress: stringOrNull(r.dest_address),
  detail: detailOf(r.detail),
  chain: String(r.chain) as FollowedChain,
  height: Number(r.height),
  timeMs: Number(r.time_ms),
  txHash: String(r.tx_hash),
});

const OLDEST_FIRST = 'ORDER BY time_ms, chain, height, log_index';
/** Listings ask for at most this many ids' events at once. */
const MAX_IDS = 200;

/** An ICM message id as stored: 0x hex in lower case; a Warp id (cb58) as given. */
const normalMessageID = (id: string) => (/^0x[0-9a-fA-F]{64}$/.test(id) ? id.toLowerCase() : id);

function listingSql(t: TableRef, scope: string, before: IcmKey | undefined, limit: number): Sql {
  const args: unknown[] = [scope];
  let after = '';
  if (before) {
    after = ' AND (l.time_ms, l.chain, l.height, l.log_index) < (?, ?, ?, ?)';
    args.push(before.timeMs, before.chain, before.height, before.logIndex);
  }
  args.push(limit + 1);
  return {
    sql: `SELECT e.* FROM ${t('icm_listing')} l JOIN ${t('icm_events')} e
            ON e.message_id = l.message_id AND e.chain = l.chain AND e.height = l.height AND e.log_index = l.log_index
          WHERE l.scope = ?${after}
          ORDER BY l.time_ms DESC, l.chain DESC, l.height DESC, l.log_index DESC LIMIT ?`,
    args,
  };
}

export function icmReads(t: TableRef, read: (q: Sql) => Row[] | Promise<Row[]>): IcmReads {
  return {
    icmEvents: async (messageID) =>
      (
        await read({
          sql: `SELECT * FROM ${t('icm_events')} WHERE message_id = ? ${OLDEST_FIRST}`,
          args: [normalMessageID(messageID)],
        })
      ).map(toEvent),
    icmEventsOf: async (ids) => {
      const some = [...new Set(ids.map(normalMessageID))].slice(0, MAX_IDS);
      if (some.length === 0) return [];
      const marks = some.map(() => '?').join(', ');
      const sql = `SELECT * FROM ${t('icm_events')} WHERE message_id IN (${marks}) ${OLDEST_FIRST}`;
      return (await read({ sql, args: some })).map(toEvent);
    },
    icmMessages: async (q) => {
      const scope = q.address ? icmAddressScope(q.address) : icmChainScope(q.chain ?? 'C');
      const rows = (await read(listingSql(t, scope, q.before, q.limit))).map(toEvent);
      if (rows.length <= q.limit) return { rows, next: null };
      const kept = rows.slice(0, q.limit);
      const last = kept[kept.length - 1]!;
      return {
        rows: kept,
        next: { timeMs: last.timeMs, chain: last.chain, height: last.height, logIndex: last.logIndex },
      };
    },
  };
}

// Graded alerts on ICM messages: an operator watches a messenger or a contract (SNOWLINE_ICM_WATCH, or
// from the monitoring page in operator mode),
// and is alerted, through the same episodes and channels as validators, when one of its messages is
// sent and not delivered for N minutes, or is delivered and its execution failed (until it is retried).
import { messageOf, type MessageView } from '@/lib/icm/message';
import { envText, type Env } from '@/lib/server/env';
import type { HistoryStore } from '@/lib/store/history/records';
import type { ActiveCondition } from './conditions';

export interface IcmWatch {
  /** A messenger, a sending or a receiving contract (lower-case 0x address). */
  address: string;
  /** Minutes a sent message may wait for delivery before it alerts. */
  stuckMinutes: number;
}

export const DEFAULT_STUCK_MINUTES = 10;
/** Messages of a watched address looked at per sample: the newest. */
const RECENT = 100;

/** SNOWLINE_ICM_WATCH: comma-separated `0x<address>` or `0x<address>:<minutes>`. */
export function readIcmWatches(env: Env = process.env): IcmWatch[] {
  const raw = envText(env, 'SNOWLINE_ICM_WATCH');
  if (!raw) return [];
  return raw.split(',').map((part) => {
    const m = /^(0x[0-9a-fA-F]{40})(?::(\d+(?:\.\d+)?))?$/.exec(part.trim());
    const minutes = m?.[2] === undefined ? DEFAULT_STUCK_MINUTES : Number(m[2]);
    if (!m || !(minutes > 0)) {
      throw new Error(`SNOWLINE_ICM_WATCH: "${part.trim()}" is not 0x<address> or 0x<address>:<minutes above 0>`);
    }
    return { address: m[1]!.toLowerCase(), stuckMinutes: minutes };
  });
}

/** The environment's watches, then the store's on other addresses (the environment's are changed there). */
export function mergeIcmWatches(env: readonly IcmWatch[], stored: readonly IcmWatch[]): IcmWatch[] {
  const seen = new Set(env.map((w) => w.address));
  return [...env, ...stored.filter((w) => !seen.has(w.address))];
}

export const icmSubject = (w: Pick<IcmWatch, 'address'>) => `icm:${w.address}`;

const listed = (ms: MessageView[]) =>
  `${ms
    .slice(0, 3)
    .map((m) => m.id)
    .join(', ')}${ms.length > 3 ? ` and ${ms.length - 3} more` : ''}`;

/** What holds for one watch, from its recent messages' views. */
export function icmConditions(
  messages: readonly MessageView[],
  nowMs: number,
  stuckMinutes: number,
): ActiveCondition[] {
  const out: ActiveCondition[] = [];
  const stuck = messages.filter(
    (m) => m.status === 'sent' && m.source.timeMs !== null && nowMs - m.source.timeMs >= stuckMinutes * 60_000,
  );
  if (stuck.length > 0) {
    out.push({
      condition: 'icm-stuck',
      severity: 'warning',
      stage: '',
      detail: `${stuck.length} message${stuck.length === 1 ? '' : 's'} sent and not delivered for ${stuckMinutes} min or more: ${listed(stuck)}`,
    });
  }
  const failed = messages.filter((m) => m.status === 'failed');
  if (failed.length > 0) {
    out.push({
      condition: 'icm-failed',
      severity: 'warning',
      stage: '',
      detail: `${failed.length} message${failed.length === 1 ? '' : 's'} delivered with a failed execution (retry with retryMessageExecution): ${listed(failed)}`,
    });
  }
  return out;
}

/** Each watch's subject and conditions this sample, from the history's recent messages of its address. */
export async function icmWatchConditions(
  history: HistoryStore,
  watches: readonly IcmWatch[],
  nowMs: number,
): Promise<{ subject: string; active: ActiveCondition[] }[]> {
  const out: { subject: string; active: ActiveCondition[] }[] = [];
  for (const w of watches) {
    const page = await history.icmMessages({ address: w.address, limit: RECENT });
    const ids = [...new Set(page.rows.filter((r) => r.kind !== 'warp').map((r) => r.messageID))];
    const events = await history.icmEventsOf(ids);
    const views = ids.flatMap((id) => {
      const m = messageOf(
        id,
        events.filter((e) => e.messageID === id),
      );
      return m ? [m] : [];
    });
    out.push({ subject: icmSubject(w), active: icmConditions(views, nowMs, w.stuckMinutes) });
  }
  return out;
}

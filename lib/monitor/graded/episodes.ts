// Turns one sample's conditions of one validator into episode changes and at most one message: an
// episode opens with a "new" item, a more severe stage adds an "escalated" item, one that lasts adds a
// "reminder" every `reminderMs`, and one that clears closes with a "recovered" item. A stage that
// eases (a partial top-up) updates the episode without a message.
import {
  maxSeverity,
  severityRank,
  type Episode,
  type GradedWrite,
  type NewNotification,
  type NotificationItem,
} from '@/lib/store/monitor/graded-records';
import type { ActiveCondition } from './conditions';

/** Higher is more urgent: a severity, then a nearer days-ahead stage. */
function urgency(c: Pick<ActiveCondition, 'severity' | 'stage'>): number {
  const days = /^(\d+)d$/.exec(c.stage);
  return severityRank(c.severity) * 1e6 + (days ? 1e5 - Number(days[1]) : 0);
}

export interface EpisodeStep {
  write: Pick<GradedWrite, 'open' | 'update' | 'close'>;
  /** The message of this sample, or null (channels are assigned by the caller). */
  message: Omit<NewNotification, 'channelIDs'> | null;
}

export function stepEpisodes(
  subject: string,
  active: readonly ActiveCondition[],
  open: readonly Episode[],
  atMs: number,
  reminderMs: number,
  /** Episodes that end without a recovery notice (a validator that left the set: its stake did not "recover"). */
  quietlyClosed: (e: Episode) => boolean = () => false,
): EpisodeStep {
  const write: EpisodeStep['write'] = { open: [], update: [], close: [] };
  const items: NotificationItem[] = [];
  const mine = open.filter((e) => e.subject === subject);
  for (const c of active) {
    const e = mine.find((x) => x.condition === c.condition);
    if (!e) {
      write.open.push({ subject, ...c, openedMs: atMs, lastNotifiedMs: atMs });
      items.push({ kind: 'new', ...c, openedMs: atMs });
    } else if (urgency(c) > urgency(e)) {
      write.update.push({ id: e.id, severity: c.severity, stage: c.stage, detail: c.detail, lastNotifiedMs: atMs });
      items.push({ kind: 'escalated', ...c, openedMs: e.openedMs });
    } else if (atMs - e.lastNotifiedMs >= reminderMs) {
      write.update.push({ id: e.id, severity: c.severity, stage: c.stage, detail: c.detail, lastNotifiedMs: atMs });
      items.push({ kind: 'reminder', ...c, openedMs: e.openedMs });
    } else if (urgency(c) < urgency(e) || c.detail !== e.detail) {
      // Eased, or only its figures moved: kept current for the app, no message.
      write.update.push({
        id: e.id,
        severity: c.severity,
        stage: c.stage,
        detail: c.detail,
        lastNotifiedMs: e.lastNotifiedMs,
      });
    }
  }
  for (const e of mine) {
    if (active.some((c) => c.condition === e.condition)) continue;
    write.close.push({ id: e.id, closedMs: atMs });
    if (quietlyClosed(e)) continue;
    items.push({
      kind: 'recovered',
      condition: e.condition,
      severity: e.severity,
      stage: e.stage,
      detail: 'cleared',
      openedMs: e.openedMs,
    });
  }
  const message =
    items.length > 0 ? { subject, atMs, severity: maxSeverity(items.map((i) => i.severity)), items } : null;
  return { write, message };
}

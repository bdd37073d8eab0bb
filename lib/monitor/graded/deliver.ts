// Sends due graded notifications: each (notification, channel) delivery is claimed for a lease, sent,
// then marked. A sender that dies between sending and marking leaves the claim to lapse and the
// delivery is sent again (at least once); the notification itself was recorded once, by the sample.
import { workerMetrics } from '@/lib/metrics/workers';
import { messageFor, type Message, type MessageContext } from '@/lib/monitor/channels/message';
import { sendToChannel } from '@/lib/monitor/channels/send';
import { backoffMs, MAX_ATTEMPTS } from '@/lib/monitor/webhook';
import type { ClaimedDelivery } from '@/lib/store/monitor/graded-records';
import type { MonitorStore } from '@/lib/store/monitor/records';

/** Longer than any one send can take (a 10 s POST, or SMTP's 15 s steps). */
const CLAIM_LEASE_MS = 90_000;
/** Deliveries claimed at once: enough that one sample's, for many validators, go in one message. */
const CLAIM_BATCH = 200;

export async function deliverGraded(d: {
  store: MonitorStore;
  context: MessageContext;
  fetch?: typeof fetch;
  now?: () => number;
}): Promise<number> {
  const now = d.now ?? Date.now;
  let sent = 0;
  // One message per channel and sample: the claimed deliveries of a sample are sent together.
  const groups = new Map<string, ClaimedDelivery[]>();
  for (const c of await d.store.claimDueDeliveries(now(), CLAIM_LEASE_MS, CLAIM_BATCH)) {
    const key = `${c.channel.id}:${c.notification.atMs}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  for (const group of groups.values()) {
    const channel = group[0]!.channel;
    const parts: { c: ClaimedDelivery; n: ClaimedDelivery['notification']; m: Message }[] = [];
    for (const c of group) {
      // Rendered for the channel as it is set now: a raised minimum severity applies to queued messages.
      const m = messageFor(c.notification, channel.minSeverity, d.context, channel.kind);
      if (m) parts.push({ c, n: c.notification, m });
      else
        await d.store.markSendFailed(
          c.delivery.notificationID,
          channel.id,
          'below the channel’s minimum severity',
          null,
        );
    }
    if (parts.length === 0) continue;
    const error = await sendToChannel(channel, parts, { fetch: d.fetch, networkName: d.context.networkName });
    workerMetrics().alertDelivery(error === null ? 'sent' : 'failed');
    for (const { c } of parts) {
      const { notificationID, attempts } = c.delivery;
      if (error === null) {
        await d.store.markSent(notificationID, channel.id, now());
        sent++;
      } else {
        const n = attempts + 1;
        await d.store.markSendFailed(
          notificationID,
          channel.id,
          error,
          n >= MAX_ATTEMPTS ? null : now() + backoffMs(n),
        );
      }
    }
  }
  return sent;
}

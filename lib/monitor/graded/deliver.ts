// Sends due graded notifications: each (notification, channel) delivery is claimed for a lease, sent,
// then marked. A sender that dies between sending and marking leaves the claim to lapse and the
// delivery is sent again (at least once); the notification itself was recorded once, by the sample.
import { workerMetrics } from '@/lib/metrics/workers';
import { messageFor, type MessageContext } from '@/lib/monitor/channels/message';
import { sendToChannel } from '@/lib/monitor/channels/send';
import { backoffMs, MAX_ATTEMPTS } from '@/lib/monitor/webhook';
import type { MonitorStore } from '@/lib/store/monitor/records';

/** Longer than any one send can take (a 10 s POST, or SMTP's 15 s steps). */
const CLAIM_LEASE_MS = 90_000;

export async function deliverGraded(d: {
  store: MonitorStore;
  context: MessageContext;
  fetch?: typeof fetch;
  now?: () => number;
}): Promise<number> {
  const now = d.now ?? Date.now;
  let sent = 0;
  for (const c of await d.store.claimDueDeliveries(now(), CLAIM_LEASE_MS)) {
    const { notificationID, channelID, attempts } = c.delivery;
    // Rendered for the channel as it is set now: a raised minimum severity applies to queued messages.
    const m = messageFor(c.notification, c.channel.minSeverity, d.context);
    if (!m) {
      await d.store.markSendFailed(notificationID, channelID, 'below the channel’s minimum severity', null);
      continue;
    }
    const error = await sendToChannel(c.channel, c.notification, m, {
      fetch: d.fetch,
      networkName: d.context.networkName,
    });
    workerMetrics().alertDelivery(error === null ? 'sent' : 'failed');
    if (error === null) {
      await d.store.markSent(notificationID, channelID, now());
      sent++;
    } else {
      const n = attempts + 1;
      await d.store.markSendFailed(notificationID, channelID, error, n >= MAX_ATTEMPTS ? null : now() + backoffMs(n));
    }
  }
  return sent;
}

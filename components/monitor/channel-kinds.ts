// What each kind of alert channel is called on the page.
import type { ChannelKind } from '@/lib/store/monitor/graded-records';

export const KIND_LABELS: Record<ChannelKind, string> = {
  slack: 'Slack incoming webhook',
  discord: 'Discord webhook',
  webhook: 'JSON webhook',
  email: 'Email (SMTP)',
  telegram: 'Telegram bot',
  pagerduty: 'PagerDuty (Events API v2)',
};

/** Shorter, for a delivery's line in the alert history. */
export const KIND_SHORT: Record<ChannelKind, string> = {
  slack: 'Slack',
  discord: 'Discord',
  webhook: 'JSON webhook',
  email: 'email',
  telegram: 'Telegram',
  pagerduty: 'PagerDuty',
};

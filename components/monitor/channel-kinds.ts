// What each kind of alert channel is called on the page, and what its form asks for.
import type { ChannelKind } from '@/lib/store/monitor/graded-records';
import type { NewChannelBody } from './use-graded';

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

/** The body fields a kind of channel takes besides its name and minimum severity. */
type FieldOf<K extends ChannelKind> = Exclude<
  keyof (NewChannelBody & { kind: K }) & string,
  'kind' | 'name' | 'minSeverity'
>;

interface ChannelField<Name extends string> {
  /** The field's name in the new channel's body. */
  name: Name;
  label: string;
  testId: string;
  /** Kept on the server and never shown again: masked as typed, and cleared once the channel is added. */
  secret?: boolean;
}

const webhookUrl: ChannelField<'url'> = {
  name: 'url',
  label: 'Webhook URL (kept on the server, never shown again)',
  testId: 'channel-url',
  secret: true,
};

/** The fields the form shows for each kind, in order. */
export const KIND_FIELDS: { [K in ChannelKind]: readonly ChannelField<FieldOf<K>>[] } = {
  slack: [webhookUrl],
  discord: [webhookUrl],
  webhook: [webhookUrl],
  email: [
    {
      name: 'smtpUrl',
      label: 'SMTP URL (smtp://user:pass@host:587 or smtps://…:465)',
      testId: 'channel-smtp',
      secret: true,
    },
    { name: 'from', label: 'From', testId: 'channel-from' },
    { name: 'to', label: 'To', testId: 'channel-to' },
  ],
  telegram: [
    {
      name: 'botToken',
      label: 'Bot token from BotFather (kept on the server, never shown again)',
      testId: 'channel-bot-token',
      secret: true,
    },
    { name: 'chatId', label: 'Chat id (or @channel)', testId: 'channel-chat-id' },
  ],
  pagerduty: [
    {
      name: 'routingKey',
      label: 'Events API v2 integration key (kept on the server, never shown again)',
      testId: 'channel-routing-key',
      secret: true,
    },
  ],
};

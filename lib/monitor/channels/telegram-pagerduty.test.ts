import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Channel, Notification } from '@/lib/store/monitor/graded-records';
import { pagerDutyDedupKey, pagerDutyEvents, telegramPayload } from './formats';
import { messageFor } from './message';
import { sendTest, sendToChannel } from './send';

// Telegram's Bot API and PagerDuty's Events API v2 as Snowline speaks them, against a loopback
// receiver standing in for both (their base URLs come from the environment).
const subject = 'NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu';
const opened = Date.parse('2026-03-01T00:00:00Z');
const trigger: Omit<Notification, 'deliveries'> = {
  id: 1,
  subject,
  atMs: opened,
  severity: 'critical',
  items: [
    {
      kind: 'new',
      condition: 'stake-ending',
      severity: 'critical',
      stage: '1d',
      // Untrusted-looking text: it must reach Telegram as itself, not as markup.
      detail: 'ends in <b>5 min</b> *now* [x](http://evil.test) @everyone',
      openedMs: opened,
    },
    { kind: 'new', condition: 'version-behind', severity: 'warning', stage: '', detail: 'old', openedMs: opened },
  ],
};
const resolve: Omit<Notification, 'deliveries'> = {
  ...trigger,
  id: 2,
  atMs: opened + 600_000,
  items: [{ ...trigger.items[0]!, kind: 'recovered', severity: 'warning', detail: 'cleared' }],
};
const ctx = { observedBy: 'the node', networkName: 'local' };

describe('Telegram’s sendMessage body', () => {
  it('is plain text (no parse_mode), within 4096 characters, with no link preview', () => {
    const p = telegramPayload(messageFor(trigger, 'info', ctx)!, '-100123');
    expect(p).not.toHaveProperty('parse_mode');
    expect(p.chat_id).toBe('-100123');
    expect(p.link_preview_options).toEqual({ is_disabled: true });
    expect(p.text).toContain('ends in <b>5 min</b> *now* [x](http://evil.test) @everyone');
    const long = { ...trigger, items: Array.from({ length: 200 }, () => trigger.items[0]!) };
    expect(telegramPayload(messageFor(long, 'info', ctx)!, '1').text.length).toBeLessThanOrEqual(4096);
  });
});

describe('PagerDuty’s events', () => {
  it('trigger each item with the episode’s dedup_key and resolve the same key when it clears', () => {
    const [t, v] = pagerDutyEvents([{ n: trigger, m: messageFor(trigger, 'info', ctx)! }], 'k'.repeat(32), 'local');
    expect(t).toMatchObject({
      event_action: 'trigger',
      routing_key: 'k'.repeat(32),
      dedup_key: pagerDutyDedupKey(subject, trigger.items[0]!),
      payload: { severity: 'critical', source: 'snowline (local)', class: 'stake-ending', component: subject },
    });
    expect(v!.dedup_key).not.toBe(t!.dedup_key);
    const [r] = pagerDutyEvents(
      [{ n: resolve, m: messageFor(resolve, 'critical', ctx, 'pagerduty')! }],
      'k',
      undefined,
    );
    expect(r).toEqual({ routing_key: 'k', event_action: 'resolve', dedup_key: t!.dedup_key });
  });

  it('takes every recovery, even below its minimum severity, so an incident it opened is resolved', () => {
    expect(messageFor(resolve, 'critical', ctx)).toBeNull();
    expect(messageFor(resolve, 'critical', ctx, 'pagerduty')!.items).toHaveLength(1);
    expect(messageFor(trigger, 'critical', ctx, 'pagerduty')!.items.map((i) => i.condition)).toEqual(['stake-ending']);
  });
});

describe('sending to a loopback Telegram and PagerDuty', () => {
  const got: { url: string; body: Record<string, unknown> }[] = [];
  let status = 200;
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        got.push({ url: req.url ?? '', body: JSON.parse(body) as Record<string, unknown> });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    vi.stubEnv('SNOWLINE_TELEGRAM_API_URL', `${base}/tg`);
    vi.stubEnv('SNOWLINE_PAGERDUTY_EVENTS_URL', `${base}/v2/enqueue`);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await new Promise<void>((r) => server.close(() => r()));
  });
  const channel = (kind: Channel['kind'], secret: Channel['secret']): Channel => ({
    id: 3,
    kind,
    name: `ops-${kind}`,
    minSeverity: 'warning',
    secret,
    createdMs: 0,
  });
  const token = '123456:AAHtokenTOKENtokenTOKENtokenTOKEN00';

  it('posts a graded message to the bot’s sendMessage, and says why when Telegram refuses, without the token', async () => {
    got.length = 0;
    const tg = channel('telegram', { botToken: token, chatId: '42' });
    const m = messageFor(trigger, 'warning', ctx, 'telegram')!;
    expect(await sendToChannel(tg, [{ n: trigger, m }], { allowPrivate: true })).toBeNull();
    expect(got).toEqual([{ url: `/tg/bot${token}/sendMessage`, body: expect.objectContaining({ chat_id: '42' }) }]);
    status = 401;
    const error = await sendToChannel(tg, [{ n: trigger, m }], { allowPrivate: true });
    status = 200;
    expect(error).toBe('Telegram answered HTTP 401');
  });

  it('sends a test: a Telegram message, and a PagerDuty incident triggered then resolved', async () => {
    got.length = 0;
    expect(
      await sendTest(channel('telegram', { botToken: token, chatId: '@opschan' }), {
        context: ctx,
        nowMs: 5,
        allowPrivate: true,
      }),
    ).toBeNull();
    expect(got[0]!.body.text).toMatch(/TEST: Snowline test message to ops-telegram/);
    got.length = 0;
    expect(
      await sendTest(channel('pagerduty', { routingKey: 'r'.repeat(32) }), {
        context: ctx,
        nowMs: 5,
        allowPrivate: true,
      }),
    ).toBeNull();
    expect(got.map((g) => [g.url, g.body.event_action])).toEqual([
      ['/v2/enqueue', 'trigger'],
      ['/v2/enqueue', 'resolve'],
    ]);
    expect(got[0]!.body.dedup_key).toBe(got[1]!.body.dedup_key);
  });

  it('refuses a base URL that is not http(s), naming the variable', async () => {
    vi.stubEnv('SNOWLINE_PAGERDUTY_EVENTS_URL', 'ftp://x');
    const error = await sendTest(channel('pagerduty', { routingKey: 'r'.repeat(32) }), {
      context: ctx,
      nowMs: 5,
      allowPrivate: true,
    });
    expect(error).toBe('SNOWLINE_PAGERDUTY_EVENTS_URL is not an http(s) URL');
  });
});

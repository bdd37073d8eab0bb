import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Channel } from '@/lib/store/monitor/graded-records';
import { guardedFetch } from './guarded-fetch';
import { messageFor } from './message';
import { sendToChannel } from './send';
import { channelUrlProblem, isNonPublicAddress } from './target-policy';

it('tells public addresses from loopback, private, link-local and unique-local ones, in every spelling', () => {
  for (const ip of [
    '127.0.0.1',
    '10.0.0.8',
    '172.20.1.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'fc12::3',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    'not-an-ip',
  ]) {
    expect(isNonPublicAddress(ip), ip).toBe(true);
  }
  for (const ip of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
    expect(isNonPublicAddress(ip), ip).toBe(false);
  }
});

it('takes Slack and Discord URLs only over https on their own hosts', () => {
  expect(channelUrlProblem('slack', 'https://hooks.slack.com/services/T/B/x', false)).toBeNull();
  expect(channelUrlProblem('discord', 'https://discord.com/api/webhooks/1/x', false)).toBeNull();
  for (const [kind, url] of [
    ['slack', 'http://hooks.slack.com/services/T/B/x'],
    ['slack', 'https://hooks.slack.com.evil.example/services/T/B/x'],
    ['slack', 'https://evil.example/services/T/B/x'],
    ['slack', 'https://hooks.slack.com:8443/services/T/B/x'],
    ['discord', 'http://discord.com/api/webhooks/1/x'],
    ['discord', 'https://discord.com.evil.example/api/webhooks/1/x'],
  ] as const) {
    // Not even the operator's opt-in to private targets makes another public host Slack's.
    expect(channelUrlProblem(kind, url, true), url).not.toBeNull();
  }
  // That opt-in allows a compatible receiver at a private address (a relay, a test receiver).
  expect(channelUrlProblem('discord', 'https://127.0.0.1/api/webhooks/1/x', false)).not.toBeNull();
  expect(channelUrlProblem('slack', 'http://127.0.0.1:9000/slack/T/B/x', true)).toBeNull();
});

it('refuses loopback, link-local and private webhook and SMTP hosts unless the operator opts in', () => {
  for (const url of [
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[fd00::1]/hook',
    'http://10.0.0.1/hook',
    'http://2130706433/hook',
  ]) {
    expect(channelUrlProblem('webhook', url, false), url).toMatch(/SNOWLINE_ALERT_PRIVATE_TARGETS=allow/);
    expect(channelUrlProblem('webhook', url, true), url).toBeNull();
  }
  expect(channelUrlProblem('email', 'smtp://u:p@192.168.0.2:587', false)).not.toBeNull();
  expect(channelUrlProblem('webhook', 'https://alerts.example.com/hook', false)).toBeNull();
  expect(channelUrlProblem('webhook', 'ftp://alerts.example.com/hook', false)).not.toBeNull();
});

// Delivery, through the real network path (no fetch replaced), to receivers on loopback.
const hits: string[] = [];
let server: http.Server;
let port = 0;
let rude: net.Server;
let rudePort = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    req.resume();
    res.writeHead(204).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as net.AddressInfo).port;
  // Speaks no HTTP: closes every connection at once.
  rude = net.createServer((s) => s.destroy());
  await new Promise<void>((r) => rude.listen(0, '127.0.0.1', r));
  rudePort = (rude.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await new Promise<void>((r) => rude.close(() => r()));
});

const n = {
  id: 1,
  subject: 'NodeID-DkA3M3yAYTqoUQ3RYkM7c4BcbW4iioUxT',
  atMs: Date.parse('2026-03-01T00:00:00Z'),
  severity: 'warning' as const,
  items: [
    {
      kind: 'new' as const,
      condition: 'disconnected' as const,
      severity: 'warning' as const,
      stage: '',
      detail: 'not connected',
      openedMs: 0,
    },
  ],
};
const m = messageFor(n, 'info', { observedBy: 'the node' })!;
const webhook = (url: string): Channel => ({
  id: 1,
  kind: 'webhook',
  name: 'hook',
  minSeverity: 'info',
  secret: { url },
  createdMs: 0,
});

it('delivers nothing to a loopback receiver, by address or by a name that resolves to it, without the opt-in', async () => {
  hits.length = 0;
  for (const host of ['127.0.0.1', 'localhost', 'LocalHost.', 'a.localhost', '[::ffff:127.0.0.1]']) {
    const error = await sendToChannel(webhook(`http://${host}:${port}/hook`), [{ n, m }], { allowPrivate: false });
    expect(error, host).toMatch(/not a public internet host/);
  }
  // A name is judged by the addresses it resolves to, at connect time (here through /etc/hosts).
  await expect(guardedFetch(false)(`http://localhost:${port}/hook`, { method: 'POST' })).rejects.toMatchObject({
    code: 'ETARGETREFUSED',
  });
  expect(hits).toEqual([]);
  expect(await sendToChannel(webhook(`http://127.0.0.1:${port}/hook`), [{ n, m }], { allowPrivate: true })).toBeNull();
  expect(hits).toEqual(['/hook']);
});

it('answers the same for a closed port and a port that speaks no HTTP: no port scanner', async () => {
  const closed = await sendToChannel(webhook('http://127.0.0.1:1/hook'), [{ n, m }], { allowPrivate: true });
  const open = await sendToChannel(webhook(`http://127.0.0.1:${rudePort}/hook`), [{ n, m }], { allowPrivate: true });
  expect(closed).toMatch(/^webhook unreachable/);
  expect(open).toBe(closed);
});

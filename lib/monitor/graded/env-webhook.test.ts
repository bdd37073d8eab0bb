import http from 'node:http';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Severity } from '@/lib/store/monitor/graded-records';
import type { MonitorStore } from '@/lib/store/monitor/records';
import type { Store } from '@/lib/store/store';
import { describeEachStore } from '@/lib/store/testing/each-store';
import { createSampler } from '@/lib/monitor/sampler';
import { backoffMs, MAX_ATTEMPTS } from '@/lib/monitor/webhook';
import { GRADED_DEFAULTS } from './defaults';
import { ENV_CHANNEL_NAME } from './env-channel';
import { createGradedEvaluator, type GradedClient } from './run';

// The webhook of SNOWLINE_ALERT_WEBHOOK_URL, through the sampler, to a real HTTP receiver: it follows
// the graded rules like any channel (grouped, once per episode, reminders, recovery, a minimum
// severity, retries), not one POST per condition.
const B = 'NodeID-DkA3M3yAYTqoUQ3RYkM7c4BcbW4iioUxT';
const HOUR = 3600_000;

type Item = { kind: string; condition: string; severity: string };
type Body = { type: string; validator: { nodeID: string }; severity: string; items: Item[]; text: string };

describeEachStore('the environment’s webhook', (each) => {
  let opened: Store;
  let store: MonitorStore;
  let server: http.Server;
  let url: string;
  const received: Body[] = [];
  let failuresLeft = 0;
  beforeEach(async () => {
    // The receiver is on loopback: reachable as the operator's opt-in to private targets allows.
    vi.stubEnv('SNOWLINE_ALERT_PRIVATE_TARGETS', 'allow');
    opened = await each.open(await each.freshConfig());
    store = opened.monitor;
    received.length = 0;
    failuresLeft = 0;
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (failuresLeft > 0) {
          failuresLeft--;
          res.writeHead(503).end('busy');
          return;
        }
        received.push(JSON.parse(body) as Body);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await new Promise<void>((r) => server.close(() => r()));
    await opened.close();
  });

  function setup(minSeverity: Severity, hookUrl = url) {
    const node = { t: Date.parse('2026-03-01T00:00:00Z'), uptime: 71.5, connected: false };
    const client: GradedClient & Parameters<typeof createSampler>[0]['client'] = {
      platform: {
        getCurrentValidators: async () =>
          ({
            validators: [
              {
                nodeID: B,
                uptime: node.uptime,
                connected: node.connected,
                startTime: 1n,
                // Ends in 3 days: the 7-day stage of "stake ending" (a warning) holds throughout.
                endTime: BigInt(Math.floor(Date.parse('2026-03-04T00:00:00Z') / 1000)),
                weight: 2_000_000_000_000n,
                delegatorWeight: 0n,
              },
            ],
          }) as never,
        getL1Validator: async () => Promise.reject(new Error('unused')),
        getValidatorFeeConfig: async () => Promise.reject(new Error('unused')),
        getValidatorFeeState: async () => Promise.reject(new Error('unused')),
        getMaxStakeAmount: async () => ({ amount: 2_000_000_000_000n }),
      },
      info: {
        upgrades: async () => ({}) as never,
        getNetworkName: async () => ({ networkName: 'local' }),
        peers: async () => ({ numPeers: 0, peers: [] }) as never,
        getNodeID: async () => ({ nodeID: 'NodeID-111111111111111111116DBWJs' }) as never,
        getNodeVersion: async () => ({ version: 'avalanchego/1.13.0' }) as never,
      },
    };
    const graded = createGradedEvaluator({
      client,
      store,
      config: { ...GRADED_DEFAULTS, reminderMs: HOUR },
      sampleMs: 60_000,
      envWebhook: { url: hookUrl, minSeverity },
    });
    const s = createSampler({
      client,
      store,
      config: { sampleMs: 60_000, retentionDays: 30 },
      now: () => node.t,
      graded,
    });
    const step = async (ms = 60_000) => {
      node.t += ms;
      await s.sample();
      await s.deliverNow();
    };
    return { node, s, step };
  }

  const summary = (b: Body) => b.items.map((i) => `${i.kind} ${i.condition}`);

  it('gets one grouped message per sample, once per episode, reminders and the recovery', async () => {
    await store.watch(B, 80, 0);
    const { node, step } = setup('info');
    await step(0);
    // Low uptime and a stake that ends: one message, both conditions; one disconnected sample is not yet an alert.
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ type: 'snowline.graded-alert', validator: { nodeID: B }, severity: 'warning' });
    expect(summary(received[0]!)).toEqual(['new uptime', 'new stake-ending']);
    expect(received[0]!.text).toContain('as the connected node sees it');
    await step();
    expect(received).toHaveLength(1);
    // The third disconnected sample in a row: a critical message with that item only.
    await step();
    expect(received).toHaveLength(2);
    expect(received[1]!.severity).toBe('critical');
    expect(summary(received[1]!)).toEqual(['new disconnected']);
    // Nothing new for the next samples: no storm.
    for (let i = 0; i < 5; i++) await step();
    expect(received).toHaveLength(2);
    // Reconnected and back above 80%: one recovery for both; the stake still ends.
    node.connected = true;
    node.uptime = 92;
    await step();
    expect(received).toHaveLength(3);
    expect(summary(received[2]!)).toEqual(['recovered uptime', 'recovered disconnected']);
    // An hour after it was raised, a reminder of the stake that still ends.
    await step(HOUR);
    expect(summary(received.at(-1)!)).toEqual(['reminder stake-ending']);
    const channels = await store.channels();
    expect(channels.map((c) => [c.kind, c.name])).toEqual([['webhook', ENV_CHANNEL_NAME]]);
  });

  it('set to critical, receives no warning', async () => {
    await store.watch(B, 80, 0);
    const { node, step } = setup('critical');
    await step(0);
    await step();
    await step();
    node.connected = true;
    node.uptime = 95;
    await step();
    expect(received.map(summary)).toEqual([['new disconnected'], ['recovered disconnected']]);
  });

  it('retries a failed POST with backoff, and marks it failed with the reason after the last attempt', async () => {
    await store.watch(B, 80, 0);
    failuresLeft = 2;
    const { step, s, node } = setup('info');
    await step(0);
    const [n] = await store.notifications();
    expect(n!.deliveries[0]).toMatchObject({ state: 'pending', attempts: 1, lastError: 'webhook answered HTTP 503' });
    node.t += backoffMs(1);
    await s.deliverNow();
    node.t += backoffMs(2);
    await s.deliverNow();
    expect(received).toHaveLength(1);
    expect((await store.notifications())[0]!.deliveries[0]).toMatchObject({ state: 'delivered', attempts: 3 });

    // A webhook that never answers: failed after the last attempt, with the reason.
    const dead = setup('info', 'http://127.0.0.1:1/hook');
    dead.node.t = node.t;
    await dead.step(HOUR);
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      dead.node.t += 10 * 60_000;
      await dead.s.deliverNow();
    }
    const last = (await store.notifications())[0]!;
    expect(last.deliveries).toHaveLength(1);
    expect(last.deliveries[0]).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, nextAttemptMs: null });
    expect(last.deliveries[0]!.lastError).toMatch(/unreachable/);
    // The URL changed: one row for the environment's webhook, the new one.
    const channels = await store.channels();
    expect(channels.map((c) => ('url' in c.secret ? c.secret.url : ''))).toEqual(['http://127.0.0.1:1/hook']);
  });
});

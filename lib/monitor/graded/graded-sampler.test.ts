import { expect, it } from 'vitest';
import { RpcError } from '@/lib/rpc/errors';
import type { Severity } from '@/lib/store/monitor/graded-records';
import { describeEachStore } from '@/lib/store/testing/each-store';
import { createSampler } from '@/lib/monitor/sampler';
import { GRADED_DEFAULTS } from './defaults';
import { createGradedEvaluator, type GradedClient } from './run';
import { L1_SUBNET_ID as SUBNET, L1_VALIDATION_ID as VID, WATCHED_NODE_ID as A } from '@/lib/store/testing/watched-ids';

// The sampler with graded alerting, on both stores, against a fake node: what each channel receives
// over a stake that ends soon and an L1 validator whose balance runs out and is topped up.

describeEachStore('graded alerting', (each) => {
  it('warns once of a stake ending within days, and of an L1 balance running low, then critical, then recovered', async () => {
    const store = (await each.open(await each.freshConfig())).monitor;
    let t = Date.parse('2026-03-01T00:00:00Z');
    let l1Balance: bigint | null = 172_800n; // nAVAX at 1 nAVAX/s: 2 days
    const posts: { url: string; body: Record<string, unknown> }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      posts.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return new Response(null, { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const client: GradedClient & Parameters<typeof createSampler>[0]['client'] = {
      platform: {
        getCurrentValidators: async () =>
          ({
            validators: [
              {
                nodeID: A,
                uptime: 99,
                connected: true,
                startTime: 1n,
                endTime: BigInt(Math.floor(t / 1000) + 3 * 86_400),
                weight: 2_000_000_000_000n,
                delegatorWeight: 0n,
              },
            ],
          }) as never,
        getL1Validator: async () => {
          if (l1Balance === null) throw new RpcError('platform.getL1Validator', -32000, 'not found', null);
          return { subnetID: SUBNET, nodeID: A, balance: l1Balance } as never;
        },
        getValidatorFeeConfig: async () =>
          ({ capacity: 20_000, target: 10_000, minPrice: 1, excessConversionConstant: 865_617 }) as never,
        getValidatorFeeState: async () => ({ excess: 0, price: 1, timestamp: new Date(t).toISOString() }) as never,
        getMaxStakeAmount: async () => ({ amount: 2_000_000_000_000n }),
      },
      info: {
        upgrades: async () => ({}) as never,
        getNetworkName: async () => ({ networkName: 'local' }),
        // The L1 validator's node is a peer: connected, as the connected node sees it.
        peers: async () => ({ numPeers: 1, peers: [{ nodeID: A, version: 'avalanchego/1.13.0' }] }) as never,
        getNodeID: async () => ({ nodeID: 'NodeID-111111111111111111116DBWJs' }) as never,
        getNodeVersion: async () => ({ version: 'avalanchego/1.13.0' }) as never,
      },
    };
    const config = { ...GRADED_DEFAULTS, reminderMs: 3600_000 };
    const graded = createGradedEvaluator({ client, store, config, sampleMs: 1000 });
    const s = createSampler({
      client,
      store,
      config: { sampleMs: 1000, retentionDays: 30 },
      now: () => t,
      fetch,
      graded,
    });
    const addWebhook = (kind: 'slack' | 'discord', name: string, minSeverity: Severity, url: string) =>
      store.addChannel({ kind, name, minSeverity, secret: { url }, createdMs: t });
    const slack = await addWebhook('slack', 'ops', 'warning', 'https://hooks.slack.com/services/T0/B0/a');
    const pager = await addWebhook('discord', 'pager', 'critical', 'https://discord.com/api/webhooks/1/b');
    await store.watch(A, null, t);
    await store.watchL1({ validationID: VID, nodeID: A, subnetID: SUBNET, settings: {} }, t);

    const sampleAndDeliver = async () => {
      await s.sample();
      await s.deliverNow();
    };
    await sampleAndDeliver();
    // One message for the sample, each validator's conditions in it: the stake (7-day stage at once)
    // and the L1 runway (3-day stage): warnings, short of the last stage.
    const slackTexts = () => posts.filter((p) => p.url.includes('slack')).map((p) => String(p.body.text));
    expect(slackTexts()).toEqual([
      expect.stringMatching(/^:warning: WARNING: 2 validators: NodeID-GWPc\w+, L1 validation 2owd\w+$/),
    ]);
    const lines = (posts[0]!.body as { blocks: { text?: { text: string } }[] }).blocks[1]!.text!.text;
    expect(lines).toMatch(/NodeID-GWPc\w+: \[NEW\] warning: stake ending \(7d\)/);
    expect(lines).toMatch(/L1 validation 2owd\w+: \[NEW\] warning: L1 balance running out/);
    expect(posts.filter((p) => p.url.includes('discord'))).toEqual([]);

    // Nothing new over the next minutes: no storm.
    for (let i = 0; i < 5; i++) {
      t += 60_000;
      l1Balance -= 60n;
      await sampleAndDeliver();
    }
    expect(posts).toHaveLength(1);

    // The balance runs out: critical, to both channels.
    t += 60_000;
    l1Balance = 0n;
    await sampleAndDeliver();
    expect(posts).toHaveLength(3);
    const discord = posts.find((p) => p.url.includes('discord'))!.body as { embeds: { title: string }[] };
    expect(discord.embeds[0]!.title).toMatch(/^CRITICAL: L1 validation 2owd\w+: L1 validator inactive/);

    // Topped up: the inactive and the runway episodes (at its critical last stage) recover, to each
    // channel that takes them.
    t += 60_000;
    l1Balance = 10n ** 12n;
    await sampleAndDeliver();
    expect(
      posts
        .slice(3)
        .map((p) => [
          p.url.includes('slack') ? 'slack' : 'discord',
          p.url.includes('slack') ? p.body.text : (p.body as { content: string }).content,
        ]),
    ).toEqual([
      [
        'slack',
        expect.stringMatching(/RECOVERED: L1 validation \w+: L1 balance running out, L1 validator inactive cleared/),
      ],
      ['discord', 'RECOVERED: L1 validation ' + VID + ': L1 balance running out, L1 validator inactive cleared'],
    ]);

    // An hour on, a reminder of the stake that still ends (the L1 runway is now long).
    t += 3600_000;
    await sampleAndDeliver();
    expect(String(posts.at(-1)!.body.text)).toMatch(/WARNING: NodeID-GWPc\w+: stake ending/);
    const reminder = posts.at(-1)!.body as { blocks: { text?: { text: string } }[] };
    expect(reminder.blocks[1]!.text!.text).toContain('[STILL] warning: stake ending (7d)');

    // Every notification recorded once, every delivery marked delivered once.
    const history = await store.notifications();
    expect(history).toHaveLength(5);
    expect(history.flatMap((n) => n.deliveries).every((d) => d.state === 'delivered' && d.attempts === 1)).toBe(true);
    expect((await store.notifications()).map((n) => n.deliveries.map((d) => d.channelID))).toContainEqual([
      slack.id,
      pager.id,
    ]);

    // Unwatched: its ongoing episode ends without a message.
    await store.unwatch(A);
    t += 60_000;
    const before = posts.length;
    await sampleAndDeliver();
    expect(posts).toHaveLength(before);
    expect((await store.openEpisodes()).filter((e) => e.subject === A)).toEqual([]);
  });
});

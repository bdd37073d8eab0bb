import { expect, it } from 'vitest';
import { describeEachStore } from '@/lib/store/testing/each-store';
import { createSampler } from '@/lib/monitor/sampler';
import { GRADED_DEFAULTS } from './defaults';
import { createGradedEvaluator, type GradedClient } from './run';
import { L1_SUBNET_ID as SUBNET, L1_VALIDATION_ID as VID, WATCHED_NODE_ID as X } from '@/lib/store/testing/watched-ids';

// A watched L1 validator's connection, as the connected node sees it: its node among the node's
// peers. The P-chain reports no uptime or connection for L1 validators.

describeEachStore('an L1 validator’s connection', (each) => {
  it('alerts after N samples missing from the peers once seen there, holds across a new sampler, and recovers', async () => {
    const store = (await each.open(await each.freshConfig())).monitor;
    const node = { t: Date.parse('2026-03-01T00:00:00Z'), peer: true, peersFail: false };
    const client: GradedClient & Parameters<typeof createSampler>[0]['client'] = {
      platform: {
        getCurrentValidators: async () => ({ validators: [] }) as never,
        // A balance that lasts years at the minimum price: only the connection is in question.
        getL1Validator: async () => ({ subnetID: SUBNET, nodeID: X, balance: 10n ** 15n }) as never,
        getValidatorFeeConfig: async () =>
          ({ capacity: 20_000, target: 10_000, minPrice: 1, excessConversionConstant: 865_617 }) as never,
        getValidatorFeeState: async () => ({ excess: 0, price: 1, timestamp: new Date(node.t).toISOString() }) as never,
        getMaxStakeAmount: async () => ({ amount: 0n }),
      },
      info: {
        upgrades: async () => ({}) as never,
        getNetworkName: async () => ({ networkName: 'local' }),
        peers: async () => {
          if (node.peersFail) throw new Error('connect ECONNRESET');
          return { numPeers: 1, peers: node.peer ? [{ nodeID: X, version: 'avalanchego/1.13.0' }] : [] } as never;
        },
        getNodeID: async () => ({ nodeID: 'NodeID-111111111111111111116DBWJs' }) as never,
        getNodeVersion: async () => ({ version: 'avalanchego/1.13.0' }) as never,
      },
    };
    const sampler = () =>
      createSampler({
        client,
        store,
        config: { sampleMs: 60_000, retentionDays: 30 },
        now: () => node.t,
        graded: createGradedEvaluator({ client, store, config: GRADED_DEFAULTS, sampleMs: 60_000 }),
      });
    let s = sampler();
    const step = async () => {
      node.t += 60_000;
      await s.sample();
    };
    const disconnected = async () =>
      (await store.openEpisodes()).filter((e) => e.subject === `l1:${VID}` && e.condition === 'disconnected');
    const messages = async () =>
      (await store.notifications()).map((n) => n.items.map((i) => `${i.kind} ${i.condition}`));

    // Never seen among the peers (the connected node may not track the L1): no judgement.
    node.peer = false;
    await store.watchL1({ validationID: VID, nodeID: X, subnetID: SUBNET, settings: {} }, node.t);
    for (let i = 0; i < 5; i++) await step();
    expect(await messages()).toEqual([]);
    node.peer = true;
    await step();
    node.peer = false;
    await step();
    await step();
    expect(await disconnected()).toEqual([]);
    await step();
    expect(await disconnected()).toMatchObject([{ severity: 'critical' }]);
    expect((await disconnected())[0]!.detail).toMatch(/3 samples in a row.*peers.*as the connected node sees it/);
    expect(await messages()).toEqual([['new disconnected']]);

    // Another instance takes over and has not seen it connected: the episode holds, without a message.
    s = sampler();
    await step();
    // The peers cannot be read this time: no judgement either way.
    node.peersFail = true;
    await step();
    node.peersFail = false;
    expect(await disconnected()).toHaveLength(1);
    expect(await messages()).toHaveLength(1);

    node.peer = true;
    await step();
    expect(await disconnected()).toEqual([]);
    expect((await messages())[0]).toEqual(['recovered disconnected']);
  });
});

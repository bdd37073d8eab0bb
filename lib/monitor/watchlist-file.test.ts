import { expect, it } from 'vitest';
import { readServerConfig } from '@/lib/server/config';
import { operatorTestConfig, TEST_OPERATOR_TOKEN } from '@/lib/server/testing/server-config';
import { requestFrom } from '@/lib/server/testing/request-from';
import { describeEachStore } from '@/lib/store/testing/each-store';
import { idleMonitor } from './testing/idle-monitor';
import { exportWatchlist, importWatchlist } from './watchlist-file';
import { L1_SUBNET_ID as SUBNET, L1_VALIDATION_ID as VID, WATCHED_NODE_ID as A } from '@/lib/store/testing/watched-ids';

const B = 'NodeID-DkA3M3yAYTqoUQ3RYkM7c4BcbW4iioUxT';
// Snowline's own devnet, from this machine: writes allowed without a session.
const config = readServerConfig({
  SNOWLINE_NODE_URL: 'http://127.0.0.1:9650',
  SNOWLINE_EMBEDDED_DEVNET: '1',
} as unknown as NodeJS.ProcessEnv);

const post = (body: string) =>
  requestFrom('127.0.0.1', 'http://localhost/api/monitor/watchlist/file', {
    method: 'POST',
    body,
    headers: {
      host: 'localhost',
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    },
  });

describeEachStore('the watchlist as a file', (s) => {
  it('moves watches, thresholds, settings and L1 watches to another instance, without state', async () => {
    const from = idleMonitor(await s.open(await s.freshConfig()), undefined);
    await from.store.watch(A, 92, 1);
    await from.store.setWatchSettings(A, { disconnectedSamples: 4, off: ['delegation-full'] });
    await from.store.watch(B, null, 2);
    await from.store.watchL1({ validationID: VID, nodeID: A, subnetID: SUBNET, settings: { runwayDays: [10, 2] } }, 3);
    const get = requestFrom('127.0.0.1', 'http://localhost/api/monitor/watchlist/file', {
      headers: { host: 'localhost' },
    });
    const file = await (await exportWatchlist(get, from, { config })).text();
    expect(JSON.parse(file)).toMatchObject({ format: 'snowline.watchlist', version: 1 });
    expect(file).not.toContain('state');

    const to = idleMonitor(await s.open(await s.freshConfig()), undefined);
    const res = await importWatchlist(post(file), to, { config });
    expect(await res.json()).toEqual({ imported: { watchlist: 2, l1: 1, icm: 0 } });
    expect((await to.store.watchlist()).map((e) => [e.nodeID, e.threshold])).toEqual([
      [A, 92],
      [B, null],
    ]);
    expect(await to.store.watchSettings(A)).toEqual({ disconnectedSamples: 4, off: ['delegation-full'] });
    expect(await to.store.l1Watches()).toMatchObject([{ validationID: VID, settings: { runwayDays: [10, 2] } }]);
  });

  it('carries the operator’s ICM watches between operator-mode instances, never the environment’s', async () => {
    const operator = operatorTestConfig();
    const ENV = '0x253b2784c75e510dd0ff1da844684a1ac0aa5fcf';
    const MINE = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
    const signedIn = (method: string, body?: string) =>
      requestFrom('198.51.100.1', 'http://snowline.test/api/monitor/watchlist/file', {
        method,
        body,
        headers: {
          host: 'snowline.test',
          origin: 'http://snowline.test',
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
          authorization: `Bearer ${TEST_OPERATOR_TOKEN}`,
        },
      });
    const from = idleMonitor(await s.open(await s.freshConfig()), undefined, [{ address: ENV, stuckMinutes: 1 }]);
    await from.store.watchIcm({ address: MINE, stuckMinutes: 25 }, 1);
    const file = await (await exportWatchlist(signedIn('GET'), from, { config: operator })).text();
    expect(JSON.parse(file).icm).toEqual([{ address: MINE, stuckMinutes: 25 }]);
    // A public deployment's file has none.
    const publicFile = await (await exportWatchlist(post(''), from, { config })).json();
    expect(publicFile).not.toHaveProperty('icm');

    const to = idleMonitor(await s.open(await s.freshConfig()), undefined, [{ address: ENV, stuckMinutes: 1 }]);
    const withEnv = JSON.stringify({
      ...JSON.parse(file),
      icm: [...JSON.parse(file).icm, { address: ENV, stuckMinutes: 5 }],
    });
    const res = await importWatchlist(signedIn('POST', withEnv), to, { config: operator });
    expect(await res.json()).toEqual({ imported: { watchlist: 0, l1: 0, icm: 1 } });
    expect(await to.store.icmWatches()).toMatchObject([{ address: MINE, stuckMinutes: 25 }]);
    // A public deployment takes the rest of such a file, not its ICM watches.
    const pub = idleMonitor(await s.open(await s.freshConfig()), undefined);
    expect(await (await importWatchlist(post(file), pub, { config })).json()).toEqual({
      imported: { watchlist: 0, l1: 0, icm: 0 },
    });
    expect(await pub.store.icmWatches()).toEqual([]);
  });

  it('refuses a file that is not a Snowline watchlist, and imports nothing of it', async () => {
    const to = idleMonitor(await s.open(await s.freshConfig()), undefined);
    const bad = JSON.stringify({
      format: 'snowline.watchlist',
      version: 1,
      watchlist: [
        { nodeID: A, threshold: 50 },
        { nodeID: 'x', threshold: 1 },
      ],
    });
    expect((await importWatchlist(post(bad), to, { config })).status).toBe(400);
    expect(await to.store.watchlist()).toEqual([]);
  });
});

import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createNodeClient, type NodeClient } from '@/lib/client';
import { startDevnet, type RunningDevnet } from '@/devnet/main';
import { networkStatsResponse } from './network-stats-api';

// The dashboard's stats in one answer: the four figures the node gives, the validators counted on
// the server (the browser no longer downloads the list), and a node that does not answer told in the body.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-network-stats-'));
let devnet: RunningDevnet;
let node: NodeClient;
beforeAll(async () => {
  devnet = await startDevnet({ port: 0, dataDir, activity: 'off', validators: 4, delegators: 2, logLevel: 'silent' });
  node = createNodeClient({ url: devnet.url });
}, 120_000);
afterAll(async () => {
  await devnet?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('answers supply, stake, the validator count and the staking asset as the node gives them', async () => {
  const res = await networkStatsResponse(node);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = (await res.json()) as Record<string, unknown>;
  const [supply, stake, current, asset] = await Promise.all([
    node.platform.getCurrentSupply({}),
    node.platform.getTotalStake({}),
    node.platform.getCurrentValidators({}),
    node.platform.getStakingAssetID({}),
  ]);
  expect(current.validators.length).toBeGreaterThan(1);
  expect(body).toEqual({
    supply: supply.supply.toString(),
    stake: (stake.stake ?? stake.weight).toString(),
    validators: current.validators.length,
    assetID: asset.assetID,
  });
});

it('tells a node that does not answer in a 200’s body, with no node address in it', async () => {
  // A port nothing listens on.
  const port = await new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(p));
    });
  });
  const res = await networkStatsResponse(createNodeClient({ url: `http://127.0.0.1:${port}` }));
  expect(res.status).toBe(200);
  const text = await res.text();
  expect(JSON.parse(text)).toEqual({ error: 'The node did not answer for the network stats.', nodeDown: true });
  expect(text).not.toContain(String(port));
});

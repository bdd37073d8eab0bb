import { afterAll, beforeAll, expect, it } from 'vitest';
import { createNodeClient } from '@/lib/client';
import type { RunningDevnet } from '@/devnet/main';
import { startSmallDevnet } from '@/lib/testing/small-devnet';
import { ownedOutput, probeCapabilities } from './probe';

// Against a devnet started without the index API, the address index or the admin API: each is
// reported missing with the reason, and what it serves is reported available. A node that does not
// answer is "unknown", never "missing".
let devnet: RunningDevnet;
beforeAll(async () => {
  // Its little X-chain history has an address with transactions for the address-index probe.
  devnet = await startSmallDevnet('capabilities', {
    indexEnabled: false,
    indexTransactions: false,
    apiAdminEnabled: false,
  });
}, 120_000);
afterAll(async () => {
  await devnet?.close();
});

it('reports the APIs a devnet runs without as missing, and the others as available', async () => {
  const caps = await probeCapabilities(createNodeClient({ url: devnet.url }));
  expect(caps.items.index).toMatchObject({ state: 'missing' });
  expect(caps.items.addressTxs).toMatchObject({ state: 'missing' });
  expect(caps.items.admin).toMatchObject({ state: 'missing' });
  expect(caps.items.health).toEqual({ state: 'available' });
  // Its C-chain is a few blocks long: old state cannot be told from new.
  expect(caps.items.evmArchive).toMatchObject({ state: 'unknown' });
  // The version the capability check compares each method's removal with.
  const { version } = await createNodeClient({ url: devnet.url }).info.getNodeVersion({});
  expect(caps.nodeVersion).toBe(version);
});

it('calls nothing missing when the node does not answer', async () => {
  const caps = await probeCapabilities(createNodeClient({ url: 'http://127.0.0.1:2' }));
  for (const s of Object.values(caps.items)) expect(s.state).toBe('unknown');
  expect(caps.nodeVersion).toBeNull();
});

it('finds an address with transactions to ask the address index about', () => {
  const block = {
    block: { txs: [{ unsignedTx: { outputs: [{ assetID: 'A', output: { addresses: ['X-local1abc'] } }] } }] },
  };
  expect(ownedOutput(block)).toEqual({ address: 'X-local1abc', assetID: 'A' });
  expect(ownedOutput({ block: { txs: [] } })).toBeNull();
});

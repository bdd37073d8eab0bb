// A devnet without the index API (--index-enabled=false) and without the X-chain's address index
// (--index-transactions=false), as a node run that way: /ext/index/* is a 404, avm.getAddressTxs
// finds nothing, and a data dir is not switched between the two without --index-allow-incomplete.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { EWOQ_ADDRESS_STR } from './genesis/constants';
import { jsonRpc, jsonRpcReply } from './core/json-rpc-client';
import { startDevnet, type DevnetOptions, type RunningDevnet } from './main';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devnet-no-index-'));
let devnet: RunningDevnet | undefined;
const start = async (o: DevnetOptions) => {
  await devnet?.close();
  devnet = undefined;
  devnet = await startDevnet({
    port: 0,
    dataDir,
    activity: 'off',
    history: false,
    validators: 2,
    delegators: 2,
    logLevel: 'silent',
    ...o,
  });
  return devnet;
};
afterAll(async () => {
  await devnet?.close();
});

const indexCall = async (d: RunningDevnet) => {
  const { status, text } = await jsonRpcReply(d.url + '/ext/index/X/block', 'index.getLastAccepted');
  return { status, text };
};

describe('a devnet started with --index-enabled=false --index-transactions=false', () => {
  test('answers /ext/index/* with a 404 and avm.getAddressTxs with no txs, as such a node', async () => {
    const d = await start({ indexEnabled: false, indexTransactions: false });
    expect(await indexCall(d)).toEqual({ status: 404, text: '404 page not found\n' });
    const address = `X-${EWOQ_ADDRESS_STR}`;
    const raw = await jsonRpcReply(d.url + '/ext/bc/X', 'avm.getAddressTxs', { address, assetID: 'AVAX' });
    expect(raw.result).toEqual({ txIDs: null, cursor: '0' });
    expect(await jsonRpc(d.url + '/ext/bc/X', 'avm.getAddressTxs', { address, assetID: 'AVAX', cursor: 7 })).toEqual({
      txIDs: null,
      cursor: '7',
    });
    // Arguments are still checked as the node checks them.
    expect(
      (await jsonRpcReply(d.url + '/ext/bc/X', 'avm.getAddressTxs', { address: 'nope', assetID: 'AVAX' })).error
        ?.message,
    ).toMatch(/^couldn't parse argument 'address' to address/);
    // Everything else is served.
    expect((await jsonRpc(d.url + '/ext/bc/X', 'avm.getHeight')).height).toBe('0');
  });

  test('turning the index on later leaves a gap: refused unless --index-allow-incomplete', async () => {
    await expect(start({ indexEnabled: true })).rejects.toThrow(
      /^index is incomplete but incomplete indices are disabled/,
    );
    const d = await start({ indexEnabled: true, indexAllowIncomplete: true });
    expect((await indexCall(d)).status).toBe(200);
  });

  test('turning an index that was on off is refused unless --index-allow-incomplete', async () => {
    await expect(start({ indexEnabled: false })).rejects.toThrow(
      /^running would cause index to become incomplete but incomplete indices are disabled/,
    );
    const d = await start({ indexEnabled: false, indexAllowIncomplete: true });
    expect((await indexCall(d)).status).toBe(404);
  });
});

describe('a devnet with both indexes (the default)', () => {
  test('serves the index API and the address index', async () => {
    const d = await startDevnet({
      port: 0,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'devnet-index-')),
      activity: 'off',
      history: false,
      validators: 2,
      delegators: 2,
      logLevel: 'silent',
    });
    try {
      expect((await indexCall(d)).status).toBe(200);
      const r = await jsonRpc(d.url + '/ext/bc/X', 'avm.getAddressTxs', {
        address: `X-${EWOQ_ADDRESS_STR}`,
        assetID: 'AVAX',
      });
      expect(r.txIDs.length).toBeGreaterThan(0);
    } finally {
      await d.close();
    }
  });
});

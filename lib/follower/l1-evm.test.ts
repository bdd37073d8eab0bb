// L1 EVM chains are followed too: on a devnet whose pre-built history created subnet-evm L1 chains,
// a token deployed and transferred on one of them is in the history under that chain (its txs, the
// sender's and receiver's address listings, the token's transfers and holders), apart from the
// C-Chain's, and the history API lists it by its chain-qualified key.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Registry } from 'prom-client';
import { encodeFunctionData, getContractAddress, type Hex } from 'viem';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { spawnDevnet, type DevnetProcess } from '@/devnet/core/spawn-devnet';
import { TOKEN_ABI, TOKEN_INIT_CODE } from '@/devnet/evm/token';
import { EWOQ_EVM_ACCOUNT, signFromEwoq } from '@/devnet/evm/ewoq-evm-tx';
import { historyApi } from '@/lib/history/api';
import { tokenKey } from '@/lib/store/history/chain-keys';
import { openStore } from '@/lib/store/open';
import { readFollowerConfig } from '@/lib/server/follower-config';
import { createFollower } from './follower';
import { l1EvmChains } from './l1-chains';
import { createFollowerMetrics } from './metrics';
import type { NodeReader } from './node-reader';
import { testGatewayReader } from './testing/test-node';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-l1-evm-'));
let devnet: DevnetProcess;
let node: NodeReader;

beforeAll(async () => {
  devnet = await spawnDevnet(
    ['--port', '0', '--data-dir', path.join(dir, 'devnet'), '--activity', 'off', '--history', 'on'],
    120_000,
  );
  node = testGatewayReader(devnet.url);
}, 180_000);
afterAll(async () => {
  devnet?.child.kill('SIGTERM');
  await devnet?.exited;
  fs.rmSync(dir, { recursive: true, force: true });
});

it('indexes a token transfer on an L1 EVM chain under that chain', async () => {
  const cChainID = (await node.call<{ blockchainID: string }>('/ext/info', 'info.getBlockchainID', { alias: 'C' }))
    .blockchainID;
  const l1s = (await l1EvmChains(node, [cChainID])).filter((id) => id !== cChainID);
  expect(l1s.length, 'the devnet serves an L1 EVM chain').toBeGreaterThan(0);
  const chain = l1s[0]!;
  const rpcPath = `/ext/bc/${chain}/rpc`;
  const call = <T>(method: string, params: unknown[]) => node.call<T>(rpcPath, method, params);

  const ewoq = EWOQ_EVM_ACCOUNT;
  const send = async (tx: { to?: Hex; data: Hex }) => {
    const raw = await signFromEwoq(call, tx);
    const hash = await call<Hex>('eth_sendRawTransaction', [raw]);
    for (let i = 0; i < 100; i++) {
      const r = await call<{ status: Hex; blockNumber: Hex } | null>('eth_getTransactionReceipt', [hash]);
      if (r) {
        expect(r.status).toBe('0x1');
        return { hash: hash.toLowerCase(), height: Number(BigInt(r.blockNumber)) };
      }
      await new Promise((res) => setTimeout(res, 100));
    }
    throw new Error(`${hash} was not mined`);
  };
  const nonce = BigInt(await call<Hex>('eth_getTransactionCount', [ewoq.address, 'pending']));
  const token = getContractAddress({ from: ewoq.address, nonce }).toLowerCase() as Hex;
  await send({ data: TOKEN_INIT_CODE });
  const to = '0x00000000000000000000000000000000000a11ce';
  const transfer = await send({
    to: token,
    data: encodeFunctionData({ abi: TOKEN_ABI, functionName: 'transfer', args: [to, 12_345n] }),
  });

  const store = await openStore({ kind: 'sqlite', dataDir: path.join(dir, 'store') });
  const logs: string[] = [];
  const follower = createFollower({
    store: store.history,
    node,
    config: readFollowerConfig({ SNOWLINE_FOLLOW_POLL_MS: '100' }),
    metrics: createFollowerMetrics(new Registry()),
    log: (m) => logs.push(m),
  });
  follower.start();
  try {
    const end = Date.now() + 60_000;
    const past = async () =>
      ((await store.history.cursors()).find((c) => c.chain === chain)?.nextHeight ?? 0) > transfer.height;
    while (!(await past())) {
      if (Date.now() > end) throw new Error(`the L1 chain was not followed past the transfer: ${logs.join('; ')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await follower.stop();
  }
  expect(logs.join('\n')).toContain(`${chain} (by height)`);
  const h = store.history;
  const key = tokenKey(chain, token);

  // The token, its transfer and its holders, under the L1's key; none of it on the C-Chain's.
  const transfers = await h.tokenTransfers({ token: key }, 10);
  expect(transfers.rows).toContainEqual(
    expect.objectContaining({
      token: key,
      txHash: transfer.hash,
      from: ewoq.address.toLowerCase(),
      to,
      value: 12_345n,
    }),
  );
  expect((await h.tokenTransfers({ token }, 10)).rows.filter((r) => r.txHash === transfer.hash)).toEqual([]);
  expect((await h.addressTokens(to, undefined, 10)).rows).toEqual([{ token: key, holder: to, amount: 12_345n }]);
  // Both addresses list the tx under the L1 chain, and the chain filter finds it.
  const onChain = await h.addressTxs({ address: to, chain, limit: 10 });
  expect(onChain.rows.map((r) => [r.chain, r.txID])).toEqual([[chain, transfer.hash]]);
  expect((await h.addressTxs({ address: to, chain: 'C', limit: 10 })).rows).toEqual([]);
  const sender = await h.addressTxs({ address: ewoq.address.toLowerCase(), chain, limit: 10 });
  expect(sender.rows.map((r) => r.txID)).toContain(transfer.hash);

  // The API: the token by its key (the chain id keeps its case), and the L1 in the follower's progress.
  const api = historyApi({ following: () => true, history: async () => h, describeAssets: async () => ({}) });
  const reply = (await (
    await api.tokens(new Request(`http://x/api/history/tokens?token=${encodeURIComponent(key)}`))
  ).json()) as { transfers: { txHash: string }[]; chains: { chain: string }[] };
  expect(reply.transfers.map((t) => t.txHash)).toContain(transfer.hash);
  expect(reply.chains.map((c) => c.chain)).toContain(chain);
  await store.close();
}, 180_000);

import { afterAll, beforeAll, expect, it } from 'vitest';
import { createNodeClient, RpcError, type NodeClient } from '@/lib/client';
import type { RunningDevnet } from '@/devnet/main';
import { startSmallDevnet } from '@/lib/testing/small-devnet';
import { hrpForNetworkId } from '@/lib/codec';
import type { DecodeContext } from '@/lib/decode/model';
import { recentCBlocks, recentUtxoBlocks } from './recent-blocks';

// The dashboard's one request per chain: the same blocks whether they come from the node's index in
// one range call or one read per height (a node without --index-enabled).
let devnet: RunningDevnet;
let node: NodeClient;
let ctx: DecodeContext;
beforeAll(async () => {
  devnet = await startSmallDevnet('recent');
  node = createNodeClient({ url: devnet.url });
  const { networkID } = await node.info.getNetworkID({});
  ctx = { hrp: hrpForNetworkId(Number(networkID)), chainAliases: {} };
}, 120_000);
afterAll(async () => {
  await devnet?.close();
});

/** The same node, with its index API answering as a node started without it. */
function withoutIndex(c: NodeClient): NodeClient {
  const refuse = (method: string) => () =>
    Promise.reject(new RpcError(method, -32601, 'the method does not exist', null));
  const index = new Proxy({}, { get: (_t, k) => refuse(`index.${String(k)}`) });
  return new Proxy(c, { get: (t, k) => (k === 'index' ? index : t[k as keyof NodeClient]) });
}

function spy(c: NodeClient): { client: NodeClient; calls: string[] } {
  const calls: string[] = [];
  const client = new Proxy(c, {
    get: (t, service) => {
      const s = t[service as keyof NodeClient];
      if (typeof s !== 'object' || s === null) return s;
      return new Proxy(s, {
        get: (o, m) => {
          const f = (o as Record<string | symbol, unknown>)[m];
          return typeof f === 'function'
            ? (...args: unknown[]) => {
                calls.push(`${String(service)}.${String(m)}`);
                return (f as (...a: unknown[]) => unknown).apply(o, args);
              }
            : f;
        },
      });
    },
  });
  return { client, calls };
}

it.each(['X', 'P'] as const)('reads the latest %s blocks in two index calls, as height reads would', async (chain) => {
  const { client, calls } = spy(node);
  const fromIndex = await recentUtxoBlocks(client, chain, 6, ctx);
  expect(calls).toEqual(['index.getLastAccepted', 'index.getContainerRange']);
  const byHeight = await recentUtxoBlocks(withoutIndex(node), chain, 6, ctx);
  const tip = chain === 'X' ? (await node.avm.getHeight({})).height : (await node.platform.getHeight({})).height;
  expect(fromIndex.height).toBe(tip.toString());
  expect(fromIndex.blocks.map((b) => b.height)).toEqual(
    Array.from({ length: Math.min(6, Number(tip) + 1) }, (_, i) => String(Number(tip) - i)),
  );
  expect(fromIndex).toEqual(byHeight);
  expect(fromIndex.blocks.some((b) => b.txs.length > 0)).toBe(true);
});

it('reads the latest C-Chain blocks from its index, as eth_getBlockByNumber gives them', async () => {
  const head = BigInt(await node.eth.eth_blockNumber([]));
  const fromIndex = await recentCBlocks(node, 4);
  const byNumber = await recentCBlocks(withoutIndex(node), 4);
  expect(fromIndex.height).toBe(head.toString());
  // The index starts after genesis (as AvalancheGo's does): block 0 comes only from eth_getBlockByNumber.
  expect(fromIndex.blocks.length).toBe(Math.min(4, Number(head)));
  expect(byNumber.blocks.slice(0, fromIndex.blocks.length)).toEqual(fromIndex.blocks);
  expect(fromIndex.blocks[0]!.number).toBe(head.toString());
});

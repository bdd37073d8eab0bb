import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createNodeClient } from '@/lib/client';
import { isEvmNotFound } from '@/lib/evm/not-found';
import { nodeFailureOf, orNull } from '@/lib/explorer/errors';
import { readNodeConfig } from './config';
import { gatewayTransport } from './client-transport';
import { createNodeGateway, SERVER_SELF } from './gateway';
import { createNodeMetrics } from './metrics';
import { testServerConfig } from '@/lib/server/testing/server-config';

// The server's typed client and its viem client on the gateway, over a stand-in node (injected fetch).
function clientOn(fetchImpl: typeof fetch) {
  const config = readNodeConfig(
    {},
    testServerConfig({ nodeUrl: 'http://10.0.3.7:9650', proxyMaxBodyBytes: 4096, proxyTimeoutMs: 1_000 }),
  );
  const gateway = createNodeGateway({ config, fetch: fetchImpl, metrics: createNodeMetrics(new Registry()) });
  const client = createNodeClient({ url: config.nodeUrl, transport: gatewayTransport(() => gateway, SERVER_SELF) });
  return { client };
}

const answering =
  (result: (method: string, params: unknown) => unknown, seen: string[] = []): typeof fetch =>
  async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { method: string; params: unknown };
    seen.push(body.method);
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: result(body.method, body.params) }), {
      headers: { 'content-type': 'application/json' },
    });
  };

describe('typed client on the gateway', () => {
  it('parses results with the registry schema, and repeats of immutable reads stay local', async () => {
    const seen: string[] = [];
    const { client } = clientOn(
      answering((m) => (m === 'info.getNetworkID' ? { networkID: '12345' } : { tx: '0x00', encoding: 'hex' }), seen),
    );
    expect(await client.info.getNetworkID()).toEqual({ networkID: 12345 });
    const txID = 'SeLqn3UAUoRymWmwW7axrzJK7JfNaBR2cHCryA6cFscgkny8';
    await client.avm.getTx({ txID, encoding: 'hex' });
    await client.avm.getTx({ txID, encoding: 'hex' });
    expect(seen).toEqual(['info.getNetworkID', 'avm.getTx']);
  });

  it('reads the C-Chain through viem on the same path, and a missing tx is "not found"', async () => {
    const seen: string[] = [];
    const { client } = clientOn(answering((m) => (m === 'eth_blockNumber' ? '0x2a' : null), seen));
    expect(await client.evm().getBlockNumber({ cacheTime: 0 })).toBe(42n);
    const missing = await client
      .evm()
      .getTransaction({ hash: `0x${'ab'.repeat(32)}` })
      .catch((e: unknown) => e);
    expect(isEvmNotFound(missing)).toBe(true);
    expect(seen).toEqual(['eth_blockNumber', 'eth_getTransactionByHash']);
  });

  it('turns a node that is down into a node failure whose message names no address', async () => {
    const { client } = clientOn(async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 10.0.3.7:9650') });
    });
    const err = await client.platform.getHeight().catch((e: unknown) => e);
    expect(nodeFailureOf(err)).toEqual({ kind: 'unreachable' });
    expect(String((err as Error).message)).toBe('platform.getHeight: the node is unreachable');
    const viaViem = await client
      .evm()
      .getBlockNumber({ cacheTime: 0 })
      .catch((e: unknown) => e);
    expect(nodeFailureOf(viaViem)).toEqual({ kind: 'unreachable' });
    expect(JSON.stringify(viaViem, Object.getOwnPropertyNames(viaViem))).not.toMatch(/10\.0\.3\.7/);
  });

  it('keeps the node’s JSON-RPC errors as "not found" for pages', async () => {
    const { client } = clientOn(
      async () =>
        new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'not found' } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    expect(await orNull(client.avm.getBlockByHeight({ height: 5n }))).toBeNull();
  });
});

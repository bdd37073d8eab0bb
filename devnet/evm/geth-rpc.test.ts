import { describe, expect, it } from 'vitest';
import { cChainPerSuite } from './c-chain-fixture';
import { serveGethRpc } from './geth-rpc';

describe('geth JSON-RPC envelope of the EVM endpoint', () => {
  const c = cChainPerSuite();

  it('answers a batch in order, skipping notifications, with per-call errors', async () => {
    const reply = await c.evm.handleRpc(
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
        { jsonrpc: '2.0', method: 'eth_blockNumber', params: [] },
        { jsonrpc: '2.0', id: 'b', method: 'eth_nope', params: [] },
        { jsonrpc: '2.0', id: 3, method: 'eth_blockNumber' },
        42,
      ]),
    );
    expect(reply).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0xa868' },
      {
        jsonrpc: '2.0',
        id: 'b',
        error: { code: -32601, message: 'the method eth_nope does not exist/is not available' },
      },
      { jsonrpc: '2.0', id: 3, result: '0x0' },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'invalid request' } },
    ]);
  });

  it('sends nothing for a lone notification or a batch of notifications', async () => {
    expect(await c.evm.handleRpc({ jsonrpc: '2.0', method: 'eth_chainId', params: [] })).toBeUndefined();
    expect(await c.evm.handleRpc([{ jsonrpc: '2.0', method: 'eth_chainId' }])).toBeUndefined();
  });

  it('reports parse errors, empty batches, invalid requests and non-array params', async () => {
    expect(await c.evm.handleRpc('{"jsonrpc":"2.0",')).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'parse error' },
    });
    expect(await c.evm.handleRpc(new TextEncoder().encode('nope'))).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'parse error' },
    });
    expect(await c.evm.handleRpc('[]')).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'empty batch' },
    });
    expect(await c.evm.handleRpc({ jsonrpc: '1.0', id: 7, method: 'eth_chainId' })).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32600, message: 'invalid request' },
    });
    expect(
      await c.evm.handleRpc({ jsonrpc: '2.0', id: 8, method: 'eth_getBalance', params: { address: '0x00' } }),
    ).toEqual({
      jsonrpc: '2.0',
      id: 8,
      error: { code: -32602, message: 'non-array args' },
    });
    expect(await c.evm.handleRpc({ jsonrpc: '2.0', id: 9, method: 'eth_chainId', params: [1] })).toMatchObject({
      id: 9,
      error: { code: -32602 },
    });
  });

  it('refuses batches above geth’s limit of 1000', async () => {
    const calls = Array.from({ length: 1001 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'x' }));
    expect(await serveGethRpc(calls, async () => 1)).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'batch too large' },
    });
  });
});

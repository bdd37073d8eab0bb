import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Records when the registry module is evaluated, whoever imports it.
const loaded = vi.hoisted(() => ({ registry: false, viem: false }));
vi.mock('@/lib/registry', async (importOriginal) => {
  loaded.registry = true;
  return importOriginal();
});
vi.mock('viem', async (importOriginal) => {
  loaded.viem = true;
  return importOriginal();
});

let server: http.Server;
let baseUrl: string;
let answer: unknown = '12345';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { id: unknown };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: { networkID: answer } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('lazy node client', () => {
  it('loads the registry on the first call, not before, and parses like the eager client', async () => {
    const { createLazyNodeClient } = await import('./lazy-node-client');
    const client = createLazyNodeClient({ url: baseUrl });
    const getNetworkID = client.info.getNetworkID;
    expect(getNetworkID).toBe(client.info.getNetworkID);
    expect(loaded.registry).toBe(false);

    const result = await getNetworkID();
    expect(loaded.registry).toBe(true);
    // The schema's normalisation (quoted uint32 → number) is applied.
    expect(result).toEqual({ networkID: 12345 });

    answer = 'not a number';
    await expect(client.info.getNetworkID()).rejects.toMatchObject({
      name: 'SchemaError',
      method: 'info.getNetworkID',
    });
  });

  it('rejects bad params and unknown methods with the same errors as the eager client', async () => {
    const { createLazyNodeClient } = await import('./lazy-node-client');
    const client = createLazyNodeClient({ url: baseUrl });
    await expect(client.platform.getBalance({ addresses: 'P-x' as unknown as string[] })).rejects.toMatchObject({
      name: 'SchemaError',
      method: 'platform.getBalance',
    });
    await expect(client.call('info.noSuchMethod')).rejects.toThrow('info.noSuchMethod: not a known node method');
    await expect((client.info as unknown as Record<string, () => Promise<unknown>>).noSuchMethod!()).rejects.toThrow(
      'info.noSuchMethod: not a known node method',
    );
    expect((client.info as unknown as { then?: unknown }).then).toBeUndefined();
  });

  it('loads viem only when evm() is first asked for, then serves the chain /rpc path', async () => {
    const { createLazyNodeClient } = await import('./lazy-node-client');
    const client = createLazyNodeClient({ url: `${baseUrl}/` });
    expect(loaded.viem).toBe(false);
    const evm = await client.evm();
    expect(loaded.viem).toBe(true);
    expect(evm.transport.url).toBe(`${baseUrl}/ext/bc/C/rpc`);
    expect(await client.evm()).toBe(evm);
  });
});

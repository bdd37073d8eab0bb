import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNodeClient, HttpStatusError, RpcError, SchemaError, TransportError } from '@/lib/client';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  contentType: string | undefined;
  body: { jsonrpc: string; id: unknown; method: string; params?: unknown };
}

/** Scripted node: each test sets how the next request is answered. */
type Reply = (req: Seen, res: http.ServerResponse) => void;

let server: http.Server;
let baseUrl: string;
let reply: Reply;
const seen: Seen[] = [];

function json(res: http.ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function text(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(body);
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const s: Seen = {
        method: req.method,
        url: req.url,
        contentType: req.headers['content-type'],
        body: JSON.parse(raw) as Seen['body'],
      };
      seen.push(s);
      reply(s, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

describe('typed calls', () => {
  it('POSTs JSON-RPC to the service path and returns exact bigints', async () => {
    reply = (req, res) => json(res, { jsonrpc: '2.0', id: req.body.id, result: { height: '18446744073709551615' } });
    const client = createNodeClient({ url: baseUrl });
    const { height } = await client.platform.getHeight();
    expect(height).toBe(18446744073709551615n);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/ext/bc/P',
      contentType: 'application/json',
      body: { jsonrpc: '2.0', method: 'platform.getHeight', params: {} },
    });
  });

  it('writes uint64 params as decimal strings on the index path it was given (under a base path)', async () => {
    reply = (req, res) => json(res, { jsonrpc: '2.0', id: req.body.id, result: { containers: [] } });
    const client = createNodeClient({ url: `${baseUrl}/api/node/` });
    const out = await client.index.getContainerRange({ startIndex: 0n, numToFetch: 10 }, { chain: 'X', kind: 'tx' });
    expect(out.containers).toEqual([]);
    expect(seen[0]?.url).toBe('/api/node/ext/index/X/tx');
    expect(seen[0]?.body.params).toEqual({ startIndex: '0', numToFetch: '10' });
  });

  it('routes avm calls to the requested chain', async () => {
    reply = (req, res) =>
      json(res, { jsonrpc: '2.0', id: req.body.id, result: { tx: { unsignedTx: {} }, encoding: 'json' } });
    const client = createNodeClient({ url: baseUrl });
    const txID = '2eNy1mUFdmaxXNj1eQHUe7Np4gju9sJsEtWQ4MX3ToiNKuADed';
    await client.avm.getTx({ txID, encoding: 'json' }, { chain: 'X' });
    expect(seen[0]?.url).toBe('/ext/bc/X');
    expect(seen[0]?.body.params).toEqual({ txID, encoding: 'json' });
  });

  it('sends avax calls to the C-chain atomic path and parses blockHeight as bigint', async () => {
    reply = (req, res) =>
      json(res, { jsonrpc: '2.0', id: req.body.id, result: { status: 'Accepted', blockHeight: '12' } });
    const client = createNodeClient({ url: baseUrl });
    const txID = '2eNy1mUFdmaxXNj1eQHUe7Np4gju9sJsEtWQ4MX3ToiNKuADed';
    expect(await client.avax.getAtomicTxStatus({ txID })).toEqual({ status: 'Accepted', blockHeight: 12n });
    expect(seen[0]?.url).toBe('/ext/bc/C/avax');
    expect(seen[0]?.body.method).toBe('avax.getAtomicTxStatus');
  });

  it('rejects bad params before sending anything', async () => {
    reply = () => {
      throw new Error('must not be called');
    };
    const client = createNodeClient({ url: baseUrl });
    const err = await client.avm.getTx({ txID: 'nope' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SchemaError);
    expect((err as SchemaError).message).toBe('avm.getTx: params.txID: expected cb58 id');
    expect(seen).toHaveLength(0);
  });

  it('client.call resolves a wire name dynamically', async () => {
    reply = (req, res) => json(res, { jsonrpc: '2.0', id: req.body.id, result: { networkID: '12345' } });
    const client = createNodeClient({ url: baseUrl });
    expect(await client.call('info.getNetworkID')).toEqual({ networkID: 12345 });
    expect(seen[0]?.url).toBe('/ext/info');
    await expect(client.call('info.nope')).rejects.toThrow(/not a known node method/);
  });
});

describe('evm', () => {
  it('returns a viem client on the chain rpc path, one per chain', () => {
    const client = createNodeClient({ url: baseUrl });
    expect(client.evm().transport.url).toBe(`${baseUrl}/ext/bc/C/rpc`);
    expect(client.evm('C')).toBe(client.evm());
    expect(client.evm('mysubnet').transport.url).toBe(`${baseUrl}/ext/bc/mysubnet/rpc`);
  });
});

describe('typed errors', () => {
  it.each([
    [415, 'rpc: unrecognized Content-Type: text/plain'],
    [503, 'API call rejected because chain is not done bootstrapping'],
    [404, '404 page not found'],
  ])('HTTP %i plain text → HttpStatusError', async (status, body) => {
    reply = (_req, res) => text(res, status, body);
    const client = createNodeClient({ url: baseUrl });
    const err = await client.info.getNodeVersion().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpStatusError);
    expect(err).toMatchObject({ status, body, method: 'info.getNodeVersion' });
  });

  it('JSON-RPC error object → RpcError with code, message and data', async () => {
    reply = (req, res) =>
      json(res, {
        jsonrpc: '2.0',
        id: req.body.id,
        error: { code: -32000, message: 'no container at index 9', data: null },
      });
    const client = createNodeClient({ url: baseUrl });
    const err = await client.index
      .getContainerByIndex({ index: 9 }, { chain: 'P', kind: 'block' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RpcError);
    expect(err).toMatchObject({ code: -32000, rpcMessage: 'no container at index 9', data: null });
  });

  it('result not matching the schema → SchemaError naming the field', async () => {
    reply = (req, res) => json(res, { jsonrpc: '2.0', id: req.body.id, result: { height: 12.5 } });
    const client = createNodeClient({ url: baseUrl });
    const err = await client.platform.getHeight().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SchemaError);
    expect((err as Error).message).toBe('platform.getHeight: result.height: expected decimal string');
  });

  it('no reply in time → TransportError timeout', async () => {
    reply = () => undefined; // never answers
    const client = createNodeClient({ url: baseUrl, timeoutMs: 150 });
    const err = await client.info.getNodeVersion().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransportError);
    expect((err as TransportError).reason).toBe('timeout');
  });

  it('caller abort → TransportError aborted', async () => {
    reply = () => undefined;
    const client = createNodeClient({ url: baseUrl });
    const ac = new AbortController();
    const pending = client.info.getNodeVersion(undefined, { signal: ac.signal }).catch((e: unknown) => e);
    setTimeout(() => ac.abort(), 50);
    const err = await pending;
    expect(err).toBeInstanceOf(TransportError);
    expect((err as TransportError).reason).toBe('aborted');
  });

  it('connection refused → TransportError network', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const client = createNodeClient({ url: `http://127.0.0.1:${port}` });
    const err = await client.info.getNodeVersion().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransportError);
    expect((err as TransportError).reason).toBe('network');
  });
});

// Hostile input: garbage, huge and deeply nested bodies, wrong types, bogus tx bytes and broken HTTP
// get the node's errors, and the devnet keeps serving.
import { describe, expect, test } from 'vitest';
import net from 'node:net';
import { formatBytes } from '@/lib/codec/encoding';
import { devnetPerFile } from './core/devnet-per-file';

const devnet = devnetPerFile('hostile');

async function post(pathName: string, body: string | Uint8Array, contentType = 'application/json') {
  const res = await fetch(devnet.url + pathName, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : Buffer.from(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: text.startsWith('{') ? JSON.parse(text) : undefined, headers: res.headers };
}

const call = (pathName: string, method: string, params: unknown) =>
  post(pathName, JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }));

async function stillServing(): Promise<void> {
  const r = await call('/ext/bc/X', 'avm.getHeight', {});
  expect(r.json.result.height).toMatch(/^\d+$/);
}

describe('hostile input', () => {
  test('garbage, binary and invalid UTF-8 bodies are parse errors', async () => {
    for (const body of [
      '}{',
      '\u0000\u0001',
      '{"jsonrpc":"2.0","id":1,"method":"avm.getHeight"',
      new Uint8Array([0xff, 0xfe, 0x7b]),
    ]) {
      const r = await post('/ext/bc/X', body);
      expect(r.status).toBe(200);
      expect(r.json.error.code).toBe(-32700);
      expect(r.json.id).toBeNull();
    }
    await stillServing();
  });

  test('a huge body is refused and a deep one hits the depth limit', async () => {
    const huge = await post(
      '/ext/bc/X',
      '{"jsonrpc":"2.0","id":1,"method":"avm.getHeight","params":{"x":"' + 'a'.repeat(6 * 1024 * 1024) + '"}}',
    );
    expect(huge.json.error).toMatchObject({ code: -32700, message: 'http: request body too large' });
    const deep = await post(
      '/ext/bc/X',
      '{"jsonrpc":"2.0","id":1,"method":"avm.getHeight","params":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}',
    );
    expect(deep.json.error).toMatchObject({ code: -32700, message: "invalid character '[' exceeded max depth" });
    await stillServing();
  });

  test('wrong types and bogus values get the node errors', async () => {
    expect((await call('/ext/bc/X', 'avm.getUTXOs', { addresses: 'X-local1' })).json.error).toMatchObject({
      code: -32000,
      message: expect.stringContaining("couldn't unmarshal an argument"),
    });
    expect((await call('/ext/bc/X', 'avm.getTx', { txID: 12 })).json.error.code).toBe(-32000);
    expect((await call('/ext/bc/X', 'avm.getBlockByHeight', { height: '-1' })).json.error.code).toBe(-32000);
    expect(
      (await call('/ext/index/X/tx', 'index.getContainerRange', { startIndex: 0, numToFetch: 99999 })).json.error
        .message,
    ).toBe('numToFetch must be in [1,1024] but is 99999');
    expect((await post('/ext/bc/X', '[{"jsonrpc":"2.0","id":1,"method":"avm.getHeight"}]')).json.error).toMatchObject({
      code: -32700,
      message: 'json: cannot unmarshal array into Go value of type json2.serverRequest',
    });
    await stillServing();
  });

  test('bogus tx bytes are rejected without harm', async () => {
    const bogus = [
      new Uint8Array(0),
      new Uint8Array([0, 0, 0, 0, 0, 0]),
      // BaseTx header claiming 2^32-1 outputs.
      new Uint8Array([0, 0, 0, 0, 0, 0, 0, 0, 0x30, 0x39, ...new Array(32).fill(0), 0xff, 0xff, 0xff, 0xff]),
      new Uint8Array(4096).fill(0xab),
    ];
    for (const b of bogus) {
      const r = await call('/ext/bc/X', 'avm.issueTx', { tx: formatBytes(b) });
      expect(r.json.error.code).toBe(-32000);
      // The C-chain's atomic issue path parses with its own codec: the same bytes are refused there too.
      const c = await call('/ext/bc/C/avax', 'avax.issueTx', { tx: formatBytes(b) });
      expect(c.json.error.message).toMatch(/^problem (parsing|decoding) transaction/);
    }
    expect((await call('/ext/bc/X', 'avm.issueTx', { tx: '0xdeadbeef' })).json.error.code).toBe(-32000);
    await stillServing();
  });

  test('HTTP-level abuse: wrong method, content type, unknown path, broken requests', async () => {
    const get = await fetch(devnet.url + '/ext/bc/X');
    expect(get.status).toBe(405);
    expect(await get.text()).toBe('rpc: POST method required, received GET');
    expect((await post('/ext/bc/X', '{}', 'text/html')).status).toBe(415);
    const missing = await post('/ext/bc/Z', '{}');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('node-id')).toMatch(/^NodeID-/);
    const { hostname, port } = new URL(devnet.url);
    await new Promise<void>((resolve) => {
      const s = net.connect(Number(port), hostname, () => s.end('GARBAGE \x00\x01 HTTP/9.9\r\n\r\n'));
      s.on('close', () => resolve());
      s.on('error', () => resolve());
      s.resume();
    });
    await stillServing();
  });
});

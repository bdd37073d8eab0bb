import { describe, expect, test } from 'vitest';
import { NodeError } from '../core/contracts';
import { SILENT_LOGGER } from '../core/logger';
import { handleRpc, type RpcEndpoint } from './jsonrpc';
import { scanFirstValue } from './go-json';

const decode = (raw: unknown): Record<string, unknown> => {
  if (raw === undefined || raw === null) return {};
  const t = Array.isArray(raw) ? raw[0] : raw;
  if (typeof t !== 'object' || t === null || Array.isArray(t)) throw new Error('bad params');
  return t as Record<string, unknown>;
};

const handlers: Record<string, (p: unknown) => unknown> = {
  'avm.getHeight': () => ({ height: '7' }),
  'avm.echo': (p) => ({ got: p }),
  'avm.fail': () => {
    throw new NodeError('not found');
  },
  'avm.crash': () => {
    throw new TypeError('secret internals at /src/file.ts:12');
  },
  'avm.big': () => ({ amount: 18446744073709551615n, html: '<b>&</b>' }),
};

const endpoint: RpcEndpoint = {
  service: {
    namespace: 'avm',
    methods: new Map(Object.entries(handlers).map(([name, run]) => [name, { decode, run }])),
  },
  ctx: { path: '/ext/bc/X' },
};

async function rpc(body: string, o: { method?: string; ct?: string | undefined } = {}) {
  const r = await handleRpc({
    httpMethod: o.method ?? 'POST',
    contentType: 'ct' in o ? o.ct : 'application/json',
    body: Buffer.from(body),
    endpoint,
    log: SILENT_LOGGER,
  });
  return {
    ...r,
    json: r.body && r.headers['content-type']?.startsWith('application/json') ? JSON.parse(r.body) : undefined,
  };
}

describe('JSON-RPC layer (gorilla json2 as AvalancheGo configures it)', () => {
  test('success: result and echoed id, nosniff, trailing newline', async () => {
    const r = await rpc('{"jsonrpc":"2.0","id":"abc","method":"avm.getHeight"}');
    expect(r.status).toBe(200);
    expect(r.body).toBe('{"jsonrpc":"2.0","result":{"height":"7"},"id":"abc"}\n');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  test('params as object or one-element array; keys reach the handler', async () => {
    expect((await rpc('{"jsonrpc":"2.0","id":1,"method":"avm.echo","params":{"a":1}}')).json.result).toEqual({
      got: { a: 1 },
    });
    expect((await rpc('{"jsonrpc":"2.0","id":1,"method":"avm.echo","params":[{"a":2}]}')).json.result).toEqual({
      got: { a: 2 },
    });
    const bad = await rpc('{"jsonrpc":"2.0","id":1,"method":"avm.echo","params":"x"}');
    expect(bad.json.error).toEqual({
      code: -32000,
      message:
        "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls",
      data: null,
    });
  });

  test('bad JSON is -32700 with the Go decoder message and the partial request as data', async () => {
    const r = await rpc('{"jsonrpc":"2.0",');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: 'unexpected EOF', data: { jsonrpc: '', method: '', params: null, id: null } },
      id: null,
    });
    expect((await rpc('nope')).json.error.message).toBe("invalid character 'o' in literal null (expecting 'u')");
    expect((await rpc('{"a" 1}')).json.error.message).toBe("invalid character '1' after object key");
    expect((await rpc('')).json.error.message).toBe('EOF');
    expect((await rpc('[1]')).json.error.message).toBe(
      'json: cannot unmarshal array into Go value of type json2.serverRequest',
    );
    const typed = await rpc('{"jsonrpc":"2.0","method":5,"id":3}');
    expect(typed.json.error).toEqual({
      code: -32700,
      message: 'json: cannot unmarshal number into Go struct field serverRequest.method of type string',
      data: { jsonrpc: '2.0', method: '', params: null, id: 3 },
    });
    // Go keeps decoding after a type error, so the id is known and echoed.
    expect(typed.json.id).toBe(3);
  });

  test('deep nesting and trailing garbage behave like a json.Decoder', async () => {
    const deep = '['.repeat(20000);
    expect((await rpc(deep)).json.error.message).toBe("invalid character '[' exceeded max depth");
    const trailing = await rpc('{"jsonrpc":"2.0","id":1,"method":"avm.getHeight"} garbage');
    expect(trailing.json.result).toEqual({ height: '7' });
    expect(scanFirstValue(Buffer.from('  {"a":[1,2,{"b":null}]}')).ok).toBe(true);
  });

  test('wrong jsonrpc version, method naming and lookup errors', async () => {
    expect((await rpc('{"jsonrpc":"1.0","id":1,"method":"avm.getHeight"}')).json.error).toEqual({
      code: -32600,
      message: 'jsonrpc must be 2.0',
      data: { jsonrpc: '1.0', method: 'avm.getHeight', params: null, id: 1 },
    });
    const err = async (method: string) => (await rpc(JSON.stringify({ jsonrpc: '2.0', id: 1, method }))).json.error;
    expect(await err('avm.getFoo')).toEqual({
      code: -32000,
      message: 'rpc: can\'t find method "avm.GetFoo"',
      data: null,
    });
    expect(await err('x.foo')).toMatchObject({ message: 'rpc: can\'t find service "x.Foo"' });
    expect(await err('foo')).toMatchObject({ message: 'rpc: service/method request ill-formed: "foo"' });
    expect(await err('avm.GetHeight')).toMatchObject({ message: 'method must start with a non-uppercase letter' });
    expect(await err('avm.get.height')).toMatchObject({
      message: 'rpc: service/method request ill-formed: "avm.Get.height"',
    });
  });

  test('handler errors: NodeError message as -32000; other exceptions hide internals', async () => {
    expect((await rpc('{"jsonrpc":"2.0","id":1,"method":"avm.fail"}')).json.error).toEqual({
      code: -32000,
      message: 'not found',
      data: null,
    });
    const crash = await rpc('{"jsonrpc":"2.0","id":1,"method":"avm.crash"}');
    expect(crash.json.error).toEqual({ code: -32000, message: 'internal error', data: null });
    expect(crash.body).not.toContain('/src/file.ts');
  });

  test('uint64 results stay exact and strings are HTML-escaped like Go', async () => {
    const r = await rpc('{"jsonrpc":"2.0","id":1,"method":"avm.big"}');
    expect(r.body).toContain('"amount":18446744073709551615');
    expect(r.body).toContain('"html":"\\u003cb\\u003e\\u0026\\u003c/b\\u003e"');
  });

  test('notifications get an empty body; parse errors are still answered', async () => {
    const n = await rpc('{"jsonrpc":"2.0","method":"avm.getHeight"}');
    expect(n).toMatchObject({ status: 200, body: '' });
    expect((await rpc('{"jsonrpc":"2.0","method":"avm.nope"}')).body).toBe('');
    expect((await rpc('{"jsonrpc":"2.0","id":null,"method":"avm.getHeight"}')).body).toBe('');
    expect((await rpc('{')).json.error.code).toBe(-32700);
  });

  test('HTTP method and content type', async () => {
    expect(await rpc('', { method: 'GET' })).toMatchObject({
      status: 405,
      body: 'rpc: POST method required, received GET',
    });
    expect(await rpc('{}', { ct: 'text/plain' })).toMatchObject({
      status: 415,
      body: 'rpc: unrecognized Content-Type: text/plain',
    });
    expect(await rpc('{}', { ct: undefined })).toMatchObject({ status: 415, body: 'rpc: unrecognized Content-Type: ' });
    const charset = await rpc('{"jsonrpc":"2.0","id":1,"method":"avm.getHeight"}', {
      ct: 'Application/JSON; charset=utf-8',
    });
    expect(charset.json.result).toEqual({ height: '7' });
  });
});

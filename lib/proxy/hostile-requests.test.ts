// The hostile-input suite (issue 17): over 10,000 generated hostile requests — malformed and deeply
// nested JSON, huge numbers, batches, wrong content types and verbs, method-name variants, path
// traversal, padded params — against the proxy core in process, the server front over loopback
// HTTP, and the devnet itself. Every reply is a JSON-RPC error or an HTTP 4xx (a padded but valid
// call may answer its result), never a 5xx or a hang; node-specific methods never answer the public;
// everything still serves afterwards, and memory grows by less than 200 MB.
import fs from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CALLER } from '@/lib/auth/caller';
import { startDevnet, type RunningDevnet } from '@/devnet/main';
import { createNodeGateway, readNodeConfig, type NodeGateway } from '@/lib/node';
import { createNodeMetrics } from '@/lib/node/metrics';
import { allMethods, resolveMethod, type AnyMethodDef } from '@/lib/registry';
import { readSecurityConfig } from '@/lib/security/config';
import { createHttpFront } from '@/lib/front/http-front';
import { answerProxyCall } from './proxy-call';
import { testServerConfig } from '@/lib/server/testing/server-config';
import { seededRandom } from '@/lib/testing/seeded-random';

const PROXY_CORE_REQUESTS = 6_000;
const FRONT_REQUESTS = 2_000;
const DEVNET_REQUESTS = 3_000;
const MAX_BODY = 256 * 1024;
const REPLY_TIMEOUT_MS = 10_000;

interface Hostile {
  what: string;
  verb: string;
  /** Node path, e.g. `/ext/bc/X` (raw: traversal and odd segments included). */
  path: string;
  contentType: string | null;
  body: string;
  /** A well-formed call of a public method (padding aside): it may answer a result. */
  mayAnswer: boolean;
  /** A node-specific method: never a result for the public. */
  nodeSpecific: boolean;
}

const SERVICE_PATH: Record<string, string> = {
  avm: '/ext/bc/X',
  avmStatic: '/ext/vm/avm',
  wallet: '/ext/bc/X/wallet',
  platform: '/ext/bc/P',
  info: '/ext/info',
  admin: '/ext/admin',
  keystore: '/ext/keystore',
  health: '/ext/health',
  index: '/ext/index/X/tx',
  eth: '/ext/bc/C/rpc',
  avax: '/ext/bc/C/avax',
  proposervm: '/ext/bc/P/proposervm',
};
const pathOf = (def: AnyMethodDef) => SERVICE_PATH[def.service] ?? '/ext/info';

const TRAVERSALS = [
  '/ext/../ext/admin',
  '/ext/bc/X/../../admin',
  '/ext/%2e%2e/admin',
  '/ext//info',
  '/ext/info/',
  '/ext/bc/X%00',
  '/ext/bc/../../../etc/passwd',
  '/ext/keystore/..',
  '/ext/bc/C/rpc/../../P',
  '/ext/bc/%58',
  '/ext/index/X/../../admin',
  '/ext/./info',
  '/EXT/INFO',
  '/ext/bc/' + 'X'.repeat(300),
  '/ext/bc/X\\..\\admin',
  // Spellings of dot segments (issue 26): escaped, double-escaped, behind backslashes and tabs.
  '/ext/%2E%2e/admin',
  '/ext/.%2e/admin',
  '/ext/%252e%252e/admin',
  '/ext/bc/X/%2e%2e%5cadmin',
  '/ext/bc/X/..%2fadmin',
  '/ext/.\t./admin',
  '/ext/%09../admin',
  '/ext/bc/X/\t/../../keystore',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json-patch+json',
  'text/html',
  'application/jsonx',
  '',
];
const VERBS = ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];
const HUGE_NUMBERS = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890123456789',
  '-0',
  '18446744073709551616',
  '9007199254740993',
  '1.7976931348623157e309',
  '0.0000000000000000000000000000001',
];
const GARBAGE = [
  '',
  '}{',
  '{"jsonrpc":"2.0","id":1,"method":"info.getNetworkID"',
  '{"jsonrpc":"2.0",,"id":1}',
  '{jsonrpc:"2.0"}',
  '\u0000\u0001\u0002',
  '\ufeff{"jsonrpc":"2.0"}x',
  'null',
  'true',
  '"string"',
  '42',
  '{"a":NaN}',
  '{"a":Infinity}',
  '/* comment */ {}',
  "{'jsonrpc':'2.0'}",
  '\xff\xfe\x7b',
];
const NODE_SPECIFIC = allMethods.filter((d) => d.nodeSpecific);
const PUBLIC = allMethods.filter((d) => !d.nodeSpecific);

/** Spellings of a method name that must never reach a node-specific handler. */
function variants(name: string): string[] {
  const [svc = '', m = ''] = name.split('.');
  return [
    name.toUpperCase(),
    name.toLowerCase(),
    ` ${name}`,
    `${name} `,
    `${name}\u0000`,
    `${svc}..${m}`,
    `${svc}.${m}.`,
    `${svc}/${m}`,
    `${svc}_${m}`,
    `${svc}.${m.charAt(0).toUpperCase()}${m.slice(1)}`,
    name.replace('i', '\u0456'), // Cyrillic і
    `${name}\u200b`,
    `${svc.toUpperCase()}.${m}`,
    name.repeat(20).slice(0, 200),
  ];
}

function nest(depth: number, open: string, close: string, inner = '1'): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

const envelope = (method: string, params: string, id = '1') =>
  `{"jsonrpc":"2.0","id":${id},"method":${JSON.stringify(method)},"params":${params}}`;

function hostile(seed: number, count: number): Hostile[] {
  const r = seededRandom(seed);
  const out: Hostile[] = [];
  const base = (what: string, def: AnyMethodDef, body: string, over: Partial<Hostile> = {}): Hostile => ({
    what,
    verb: 'POST',
    path: pathOf(def),
    contentType: 'application/json',
    body,
    mayAnswer: false,
    nodeSpecific: def.nodeSpecific === true,
    ...over,
  });
  const kinds: (() => Hostile)[] = [
    () => base('garbage body', r.pick(PUBLIC), r.pick(GARBAGE)),
    () => {
      const depth = r.pick([100, 1_000, 10_000, 60_000]);
      const [o, c] = r.pick([
        ['[', ']'],
        ['{"a":', '}'],
      ] as const);
      return base(`params nested ${depth} deep`, r.pick(PUBLIC), envelope(r.pick(PUBLIC).method, nest(depth, o, c)));
    },
    () => {
      const depth = r.pick([1_000, 50_000]);
      return base(`body nested ${depth} deep`, r.pick(PUBLIC), nest(depth, '[', ']'));
    },
    () => {
      const n = r.pick(HUGE_NUMBERS);
      const def = r.pick(PUBLIC);
      const where = r.int(3);
      const body =
        where === 0
          ? envelope(def.method, `{"height":${n},"limit":${n},"startIndex":${n}}`)
          : where === 1
            ? envelope(def.method, '{}', n)
            : envelope(def.method, `[${n},${n}]`);
      return base(`huge number ${n}`, def, body);
    },
    () => {
      const size = r.pick([0, 1, 2, 50, 1000]);
      const calls = Array.from({ length: size }, () => envelope(r.pick(allMethods).method, '{}'));
      return base(`batch of ${size}`, r.pick(PUBLIC), `[${calls.join(',')}]`);
    },
    () => {
      const def = r.pick(allMethods);
      return base('wrong content type', def, envelope(def.method, '{}'), { contentType: r.pick(CONTENT_TYPES) });
    },
    () => {
      const def = r.pick(allMethods);
      return base('wrong verb', def, envelope(def.method, '{}'), { verb: r.pick(VERBS) });
    },
    () => {
      const def = r.pick(NODE_SPECIFIC);
      const name = r.pick(variants(def.method));
      return base(`variant ${JSON.stringify(name)}`, def, envelope(name, '{}'), {
        path: r.pick([pathOf(def), ...Object.values(SERVICE_PATH)]),
        nodeSpecific: true,
      });
    },
    () => {
      const def = r.pick(NODE_SPECIFIC);
      // The node-specific method itself, properly spelled, on its path and every other.
      return base('node-specific', def, envelope(def.method, r.pick(['{}', '[]', '[{}]', 'null'])), {
        path: r.pick([pathOf(def), ...TRAVERSALS]),
        nodeSpecific: true,
      });
    },
    () => {
      const def = r.pick(allMethods);
      return base('path traversal', def, envelope(def.method, '{}'), { path: r.pick(TRAVERSALS) });
    },
    () => {
      // A cheap public call padded past recognition: the padding is dropped, the call may answer.
      const def = r.pick(PUBLIC.filter((d) => PADDED_METHODS.includes(d.method)));
      const pad = 'x'.repeat(r.pick([10, 1_000, 100_000]));
      const params = r.chance(0.5)
        ? `{"padding":"${pad}","nested":{"deep":[${'1,'.repeat(100)}1]}}`
        : `[{"pad":"${pad}"}]`;
      return base('padded params', def, envelope(def.method, params), { mayAnswer: true });
    },
    () => {
      const def = r.pick(PUBLIC);
      const params = r.pick([
        '"string"',
        '42',
        'true',
        '{"txID":12}',
        '{"txID":["a"]}',
        '{"addresses":"X-local1"}',
        '{"encoding":"<script>"}',
        '{"__proto__":{"polluted":1}}',
        '{"constructor":{"prototype":{"x":1}}}',
        `{"txID":"${'1'.repeat(5000)}"}`,
        '[null,null,null,null,null,null,null,null,null,null,null,null]',
      ]);
      return base('wrong param types', def, envelope(def.method, params));
    },
    () => {
      const def = r.pick(PUBLIC);
      const body = r.pick([
        `{"jsonrpc":"1.0","id":1,"method":"${def.method}"}`,
        `{"id":1,"method":"${def.method}"}`,
        `{"jsonrpc":"2.0","id":{"a":1},"method":"${def.method}","params":{}}`,
        `{"jsonrpc":"2.0","id":[1],"method":"${def.method}","params":{}}`,
        `{"jsonrpc":"2.0","id":"${'i'.repeat(10_000)}","method":"${def.method}","params":{}}`,
        `{"jsonrpc":"2.0","id":1,"method":42}`,
        `{"jsonrpc":"2.0","id":1,"method":""}`,
        `{"jsonrpc":"2.0","id":1,"method":"${'m'.repeat(1000)}"}`,
        `{"jsonrpc":"2.0","id":1,"method":"${def.method}","method":"admin.getConfig","params":{}}`,
      ]);
      return base('bad envelope', def, body);
    },
    () => {
      const def = r.pick(PUBLIC);
      return base('over the body cap', def, envelope(def.method, `{"x":"${'a'.repeat(MAX_BODY)}"}`));
    },
  ];
  for (let i = 0; i < count; i++) out.push(r.pick(kinds)());
  return out;
}

interface Reply {
  status: number;
  contentType: string;
  body: string;
}

/** Fails the request (never the suite) when no reply comes in time: a hang. */
function inTime<T>(p: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    p,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`no reply within ${REPLY_TIMEOUT_MS} ms: ${what}`)), REPLY_TIMEOUT_MS).unref(),
    ),
  ]);
}

function overHttp(origin: { host: string; port: number }, urlPath: string, h: Hostile): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (h.contentType !== null) headers['content-type'] = h.contentType;
    const withBody = h.verb !== 'GET' && h.verb !== 'HEAD';
    // Stated, so a DELETE's or OPTIONS' body is framed as a body and not read as the next request.
    if (withBody) headers['content-length'] = String(Buffer.byteLength(h.body));
    const req = httpRequest({ ...origin, path: urlPath, method: h.verb, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    // A server that stops reading an oversized body may close the connection mid-send.
    req.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EPIPE' || err.code === 'ECONNRESET'
        ? resolve({ status: 413, contentType: '', body: '(connection closed while sending)' })
        : reject(err),
    );
    if (withBody) req.end(h.body);
    else req.end();
  });
}

/**
 * A request the node answers with nothing, as AvalancheGo's json2 codec and geth do: a JSON-RPC
 * notification (a body without an id), and geth's GET health check on an EVM path.
 */
function unansweredByNodes(h: Hostile): boolean {
  if ((h.verb === 'GET' || h.verb === 'HEAD') && h.path.endsWith('/rpc')) return true;
  try {
    const body = JSON.parse(h.body) as unknown;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return true;
    const id = (body as { id?: unknown }).id;
    return id === undefined || id === null;
  } catch {
    return false;
  }
}

/** A reply's JSON-RPC objects (one, or a batch's), or null when it is not JSON-RPC. */
function rpcObjects(
  body: string,
): { jsonrpc?: unknown; error?: { code?: unknown; message?: unknown }; result?: unknown }[] | null {
  try {
    const parsed = JSON.parse(body) as unknown;
    const all = Array.isArray(parsed) ? parsed : [parsed];
    return all.every((o) => o !== null && typeof o === 'object' && (o as { jsonrpc?: unknown }).jsonrpc === '2.0')
      ? (all as { error?: { code?: unknown; message?: unknown }; result?: unknown }[])
      : null;
  } catch {
    return null;
  }
}

/**
 * The call a request makes when it is a well-formed JSON-RPC 2.0 call of a public method served on
 * its path (extra params aside, which the proxy drops): the only kind that may get a result.
 */
function wellFormedCall(h: Hostile): { method: string; id: unknown } | null {
  if (h.verb !== 'POST' || h.contentType?.split(';')[0]?.trim().toLowerCase() !== 'application/json') return null;
  let body: Record<string, unknown>;
  try {
    const parsed = JSON.parse(h.body) as unknown;
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    body = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const id = body.id ?? null;
  const idOk = id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
  if (body.jsonrpc !== '2.0' || typeof body.method !== 'string' || !idOk) return null;
  const def = resolveMethod(h.path, body.method);
  if (!def || def.nodeSpecific) return null;
  return { method: def.method, id };
}

// The cheap calls the padded requests make: each answers whatever padding it carries.
const PADDED_METHODS = ['info.getNetworkID', 'avm.getHeight', 'platform.getHeight'];
const allowsPadding = (method: string) => PADDED_METHODS.includes(method);

/** What was wrong with a reply, or null when it is one the suite accepts. */
function problemWith(reply: Reply, h: Hostile, from: 'proxy' | 'devnet'): string | null {
  if (reply.status >= 500) return `HTTP ${reply.status}: ${reply.body.slice(0, 200)}`;
  // A HEAD reply has no body by definition.
  if (h.verb === 'HEAD') {
    return reply.status >= 400 || (from === 'devnet' && unansweredByNodes(h)) ? null : `HEAD answered ${reply.status}`;
  }
  if (from === 'devnet') {
    if (reply.status >= 400) return null;
    if (reply.body === '' && unansweredByNodes(h)) return null;
    // AvalancheGo answers GET on the health API with its REST report (api/health), not JSON-RPC.
    if (h.verb === 'GET' && /^\/ext\/health(\/|$)/.test(h.path)) return null;
    const objects = rpcObjects(reply.body);
    if (!objects) return `HTTP ${reply.status}, not JSON-RPC: ${reply.body.slice(0, 200)}`;
    const bad = objects.find((o) => (o.error === undefined || o.error === null) && !Object.hasOwn(o, 'result'));
    return bad ? 'neither result nor error' : null;
  }
  if (reply.status >= 400 && reply.status !== 413 && !reply.contentType.includes('json')) {
    return `HTTP ${reply.status} is not a JSON-RPC error: ${reply.body.slice(0, 200)}`;
  }
  if (reply.status >= 400 && reply.contentType === '') return null; // the connection was cut past the cap
  let parsed: { jsonrpc?: unknown; error?: { code?: unknown; message?: unknown }; result?: unknown };
  try {
    parsed = JSON.parse(reply.body) as typeof parsed;
  } catch {
    return `HTTP ${reply.status}, body is not JSON: ${reply.body.slice(0, 200)}`;
  }
  if (parsed.jsonrpc !== '2.0') return `not JSON-RPC 2.0: ${reply.body.slice(0, 200)}`;
  if (parsed.error !== undefined) {
    if (typeof parsed.error.code !== 'number' || typeof parsed.error.message !== 'string') return 'malformed error';
    return null;
  }
  if (!Object.hasOwn(parsed, 'result')) return 'neither result nor error';
  if (h.nodeSpecific) return `a node-specific method answered the public: ${reply.body.slice(0, 200)}`;
  const call = wellFormedCall(h);
  if (!call) return `a result for a request that is not a well-formed call: ${reply.body.slice(0, 200)}`;
  if ((parsed as { id?: unknown }).id !== call.id) return `the reply's id is not the caller's`;
  if (h.mayAnswer && !allowsPadding(call.method)) return `padding changed the answer`;
  return null;
}

async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let i = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (i < items.length) await work(items[i++]!);
    }),
  );
}

let devnet: RunningDevnet;
let gateway: NodeGateway;
let front: Server;
let frontOrigin: { host: string; port: number };
let devnetOrigin: { host: string; port: number };
let liveBefore = 0;

// What the process holds after a full collection: what hostile requests could leave behind.
const collectGarbage = (() => {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  return () => gc();
})();
const liveBytes = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external + m.arrayBuffers;
};

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-hostile-'));
  devnet = await startDevnet({
    port: 0,
    dataDir: dir,
    activity: 'off',
    history: false,
    validators: 3,
    delegators: 3,
    logLevel: 'silent',
  });
  devnetOrigin = { host: '127.0.0.1', port: devnet.port };
  process.env.SNOWLINE_NODE_URL = devnet.url;
  gateway = createNodeGateway({
    config: readNodeConfig(
      {},
      testServerConfig({ nodeUrl: devnet.url, proxyMaxBodyBytes: MAX_BODY, proxyTimeoutMs: 5_000 }),
    ),
    metrics: createNodeMetrics(new Registry()),
  });
  // The server front over loopback: its proxy path is the process's (SNOWLINE_NODE_URL above).
  front = createServer(
    createHttpFront({
      next: async (_req, res) => {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not found');
      },
      dev: false,
      buildId: 'hostile',
      pageCacheBytes: 0,
      security: readSecurityConfig({ SNOWLINE_RATE_LIMIT_PER_SECOND: '0' }),
    }),
  );
  await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
  frontOrigin = { host: '127.0.0.1', port: (front.address() as AddressInfo).port };
  collectGarbage();
  liveBefore = liveBytes();
}, 120_000);

afterAll(async () => {
  await new Promise<void>((r) => front?.close(() => r()));
  await devnet?.close();
});

describe('hostile requests', () => {
  it(`${PROXY_CORE_REQUESTS.toLocaleString('en')} against the proxy core, in process`, async () => {
    const problems: string[] = [];
    let clients = 0;
    await pool(hostile(17, PROXY_CORE_REQUESTS), 16, async (h) => {
      const reply = await inTime(
        answerProxyCall(
          {
            httpMethod: h.verb,
            contentType: h.contentType,
            nodePath: h.path,
            readBody: async (max) => (Buffer.byteLength(h.body) > max ? 'too-large' : h.body),
            caller: async () => PUBLIC_CALLER,
            // Many clients, as on the internet: one client's share of node reads is not what is tested here.
            client: `198.51.100.${(clients++ % 250) + 1}`,
          },
          gateway,
          { maxBodyBytes: MAX_BODY },
        ),
        h.what,
      );
      const problem = problemWith(
        { status: reply.status, contentType: reply.headers['content-type'] ?? '', body: reply.body },
        h,
        'proxy',
      );
      if (problem) problems.push(`${h.what} ${h.verb} ${h.path}: ${problem}`);
    });
    expect(problems.slice(0, 20)).toEqual([]);
  }, 300_000);

  it(`${FRONT_REQUESTS.toLocaleString('en')} against the server front over loopback HTTP`, async () => {
    const problems: string[] = [];
    await pool(hostile(1717, FRONT_REQUESTS), 8, async (h) => {
      const reply = await inTime(overHttp(frontOrigin, `/api/node${encodeURI(h.path)}`, h), h.what);
      const problem = problemWith(reply, h, 'proxy');
      if (problem) problems.push(`${h.what} ${h.verb} ${h.path}: ${problem}`);
    });
    expect(problems.slice(0, 20)).toEqual([]);
  }, 300_000);

  it(`${DEVNET_REQUESTS.toLocaleString('en')} against the devnet over loopback HTTP`, async () => {
    const problems: string[] = [];
    await pool(hostile(171717, DEVNET_REQUESTS), 8, async (h) => {
      const reply = await inTime(overHttp(devnetOrigin, encodeURI(h.path), h), h.what);
      const problem = problemWith(reply, h, 'devnet');
      if (problem) problems.push(`${h.what} ${h.verb} ${h.path}: ${problem}`);
    });
    expect(problems.slice(0, 20)).toEqual([]);
  }, 300_000);

  it('leaves everything serving, within the memory bound', async () => {
    const call = { jsonrpc: '2.0', id: 1, method: 'avm.getHeight', params: {} };
    const viaFront = await overHttp(frontOrigin, '/api/node/ext/bc/X', {
      what: 'after',
      verb: 'POST',
      path: '/ext/bc/X',
      contentType: 'application/json',
      body: JSON.stringify(call),
      mayAnswer: true,
      nodeSpecific: false,
    });
    expect(JSON.parse(viaFront.body).result.height).toMatch(/^\d+$/);
    const direct = await fetch(`${devnet.url}/ext/bc/X`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call),
    });
    expect(((await direct.json()) as { result: { height: string } }).result.height).toMatch(/^\d+$/);
    collectGarbage();
    const grownMb = (liveBytes() - liveBefore) / (1024 * 1024);
    expect(grownMb).toBeLessThan(200);
  });
});

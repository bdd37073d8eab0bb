import fs from 'node:fs';
import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStaticAssets, type StaticAssets } from './static-assets';

const SCRIPT = `(globalThis.TURBOPACK ||= []).push(${JSON.stringify('x'.repeat(20_000))});\n`;
let dir: string;
let assets: StaticAssets;
let toNext: string[];
let server: Server;
let base: string;

// A stand-in for Next: what the assets do not answer.
async function next(req: IncomingMessage, res: ServerResponse): Promise<void> {
  toNext.push(req.url ?? '');
  res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-static-'));
  fs.mkdirSync(path.join(dir, 'chunks'));
  server = createServer((req, res) => {
    if (assets.accepts(req)) void assets.serve(req, res, next);
    else void next(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  toNext = [];
  fs.writeFileSync(path.join(dir, 'chunks/0abc.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'chunks/1def.css'), 'body{color:red}');
  assets = createStaticAssets(dir);
});

/** The raw answer (Node's fetch would undo the encoding). */
function get(urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
    httpGet(base + urlPath, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', reject);
  });
}

describe('static assets', () => {
  it('serves a script compressed as the browser asks, with the immutable caching Next gives it', async () => {
    const br = await get('/_next/static/chunks/0abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await get('/_next/static/chunks/0abc.js?dpl=1', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await get('/_next/static/chunks/1def.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(plain.body.toString()).toBe('body{color:red}');
    expect(toNext).toEqual([]);
  });

  it('reads a file once: later requests are answered from memory', async () => {
    await get('/_next/static/chunks/0abc.js');
    fs.writeFileSync(path.join(dir, 'chunks/0abc.js'), 'changed');
    expect((await get('/_next/static/chunks/0abc.js')).body.toString()).toBe(SCRIPT);
  });

  it('answers 304 to a browser that has the file, and HEAD with headers only', async () => {
    const first = await get('/_next/static/chunks/0abc.js');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/_next/static/chunks/0abc.js', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await new Promise<IncomingMessage>((resolve) =>
      httpGet(base + '/_next/static/chunks/0abc.js', { method: 'HEAD' }, resolve),
    );
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(SCRIPT.length));
  });

  it('leaves to Next a file that is not there, and never reads outside the folder', async () => {
    expect((await get('/_next/static/chunks/nope.js')).status).toBe(404);
    expect(toNext).toEqual(['/_next/static/chunks/nope.js']);
    const outside = [
      '/_next/static/../../etc/passwd.js',
      '/_next/static/chunks/%2e%2e/x.js',
      '/_next/static/.hidden.js',
    ];
    for (const p of outside) expect(assets.accepts({ method: 'GET', url: p } as IncomingMessage)).toBe(false);
    expect(assets.accepts({ method: 'POST', url: '/_next/static/chunks/0abc.js' } as IncomingMessage)).toBe(false);
    expect(assets.accepts({ method: 'GET', url: '/_next/static/media/font.woff2' } as IncomingMessage)).toBe(false);
  });
});

// The build's scripts and stylesheets (/_next/static/…), read and compressed once, then served from
// memory. Next compresses each one again on every request: a page's dozen scripts cost the server
// tens of ms of CPU per new visitor, on the cores that visitor's browser is waiting for.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { encodingFor, type Encoding } from './encoding';
import type { Render } from './immutable-pages';

const PREFIX = '/_next/static/';
// Hashed file names Next writes: anything else (a dot segment, an odd character) is left to Next.
const ASSET = /^\/_next\/static\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)*[A-Za-z0-9_~-][A-Za-z0-9._~-]*\.(js|css)$/;
const TYPES: Record<string, string> = {
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
};
// As Next sends them: a file's name changes with its content.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

interface Asset {
  body: Record<Encoding, Buffer>;
  headers: Record<Encoding, OutgoingHttpHeaders>;
  etag: string;
}

export interface StaticAssets {
  accepts(req: IncomingMessage): boolean;
  /** Answers from memory, reading and compressing the file first if needed; a file not there goes to `next`. */
  serve(req: IncomingMessage, res: ServerResponse, next: Render): Promise<unknown>;
}

async function load(file: string, type: string): Promise<Asset | null> {
  let raw: Buffer;
  try {
    raw = await readFile(file);
  } catch {
    return null;
  }
  // Quality 5: within a few per cent of brotli's best size at a thirtieth of its time.
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzipped(raw, { level: 9 }),
  ]);
  const body: Record<Encoding, Buffer> = { br, gzip: gz, identity: raw };
  const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;
  const headers = (encoding: Encoding): OutgoingHttpHeaders => ({
    'content-type': type,
    'cache-control': CACHE_CONTROL,
    etag,
    vary: 'Accept-Encoding',
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    'content-length': String(body[encoding].length),
  });
  return { body, etag, headers: { br: headers('br'), gzip: headers('gzip'), identity: headers('identity') } };
}

/** `staticDir`: the build's `static` folder (`.next/static`). */
export function createStaticAssets(staticDir: string): StaticAssets {
  const root = path.resolve(staticDir);
  // Only files the build wrote stay (a name that is not there is dropped once read): bounded by the build.
  const assets = new Map<string, Promise<Asset | null>>();

  const pathOf = (req: IncomingMessage) => (req.url ?? '').split('?')[0]!;

  function accepts(req: IncomingMessage): boolean {
    return (req.method === 'GET' || req.method === 'HEAD') && ASSET.test(pathOf(req));
  }

  async function serve(req: IncomingMessage, res: ServerResponse, next: Render): Promise<unknown> {
    const urlPath = pathOf(req);
    const kind = ASSET.exec(urlPath)![1]!;
    let pending = assets.get(urlPath);
    if (!pending) {
      pending = load(path.join(root, urlPath.slice(PREFIX.length)), TYPES[kind]!);
      assets.set(urlPath, pending);
    }
    const asset = await pending;
    if (!asset) {
      assets.delete(urlPath);
      return next(req, res);
    }
    if (req.headers['if-none-match'] === asset.etag) {
      res.writeHead(304, { etag: asset.etag, 'cache-control': CACHE_CONTROL, vary: 'Accept-Encoding' });
      return res.end();
    }
    const encoding = encodingFor(req);
    res.writeHead(200, asset.headers[encoding]);
    return res.end(req.method === 'HEAD' ? undefined : asset.body[encoding]);
  }

  return { accepts, serve };
}

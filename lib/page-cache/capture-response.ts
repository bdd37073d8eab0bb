// Holds back everything a handler writes to a Node response until it ends, so the whole page can
// be looked at (and kept) before its headers go out; then sends it in one piece. The response's own
// methods are swapped for the duration, as compression middleware does.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface CapturedResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

type Callback = (err?: Error | null) => void;

function toBuffer(chunk: unknown, encoding?: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

function applyHeaders(res: ServerResponse, headers: unknown): void {
  if (!headers || typeof headers !== 'object') return;
  if (Array.isArray(headers)) {
    // Either [[name, value], …] or the raw flat [name, value, name, value, …].
    const pairs: [string, unknown][] = Array.isArray(headers[0])
      ? (headers as [string, unknown][])
      : Array.from({ length: headers.length / 2 }, (_, i) => [String(headers[2 * i]), headers[2 * i + 1]]);
    for (const [name, value] of pairs) res.setHeader(name, value as string);
    return;
  }
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
}

/**
 * Captures `res` until its handler ends it; `finish` may change the status and headers. Resolves once
 * the response was sent (or the client went away).
 */
export function captureResponse(
  res: ServerResponse,
  finish: (captured: CapturedResponse) => CapturedResponse,
): Promise<void> {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  const chunks: Buffer[] = [];
  const restore = () => Object.assign(res, original);

  return new Promise<void>((resolve) => {
    res.once('close', () => {
      restore();
      resolve();
    });

    res.writeHead = function writeHead(status: number, ...rest: unknown[]) {
      res.statusCode = status;
      const [first, second] = rest;
      if (typeof first === 'string') res.statusMessage = first;
      applyHeaders(res, typeof first === 'string' ? second : first);
      return res;
    } as ServerResponse['writeHead'];

    res.flushHeaders = () => undefined;

    res.write = function write(chunk: unknown, encoding?: unknown, cb?: unknown) {
      chunks.push(toBuffer(chunk, encoding));
      const done = (typeof encoding === 'function' ? encoding : cb) as Callback | undefined;
      if (done) process.nextTick(done);
      return true;
    } as ServerResponse['write'];

    res.end = function end(chunk?: unknown, encoding?: unknown, cb?: unknown) {
      const done = [chunk, encoding, cb].find((a) => typeof a === 'function') as Callback | undefined;
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
      restore();
      const captured: CapturedResponse = {
        status: res.statusCode,
        headers: res.getHeaders(),
        body: Buffer.concat(chunks),
      };
      let page = captured;
      try {
        page = finish(captured);
      } catch {
        // Keeping the page failed: it is still sent as it was rendered.
      }
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      // Sent in one piece: its length is known, so it is not chunked.
      const { 'transfer-encoding': _chunked, ...headers } = page.headers;
      res.writeHead(page.status, { ...headers, 'content-length': String(page.body.length) });
      res.end(page.body, () => {
        done?.();
        resolve();
      });
      return res;
    } as ServerResponse['end'];
  });
}

// One JSON-RPC call to the node over HTTP: only the content type (and the node URL's own
// credentials) go upstream, the answer is read up to a size cap, and failures come back as values.
import { readCappedText } from '@/lib/rpc/capped-body';

export type UpstreamReply =
  /** `json` is the result's JSON text (what is cached and relayed); `value` the parsed result. */
  | { kind: 'result'; json: string; value: unknown }
  | { kind: 'rpc-error'; status: number; error: { code: number; message: string; data?: unknown } }
  /** Plain text (or JSON that is not a JSON-RPC reply) with the node's HTTP status. */
  | { kind: 'http'; status: number; text: string }
  | { kind: 'unreachable' | 'timeout'; detail: string }
  | { kind: 'too-large'; detail: string; maxBytes: number };

/** Where calls go: the node URL split into what fetch takes and the credentials it refuses in a URL. */
export interface UpstreamTarget {
  base: string;
  search: string;
  headers: Record<string, string>;
}

export function upstreamTarget(nodeUrl: string): UpstreamTarget {
  const u = new URL(nodeUrl);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (u.username || u.password) {
    const user = decodeURIComponent(u.username);
    const pass = decodeURIComponent(u.password);
    headers.authorization = `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
  }
  return { base: `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`, search: u.search, headers };
}

export interface UpstreamCall {
  fetch: typeof fetch;
  target: UpstreamTarget;
  path: string;
  method: string;
  /** Canonical params, already JSON. */
  paramsJson: string;
  timeoutMs: number;
  maxBytes: number;
}

async function readCapped(res: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  // HTTP framing holds a body with a declared length to it: read it whole.
  if (Number.isFinite(declared) && declared <= maxBytes) return res.text();
  return readCappedText(res.body, res.headers.get('content-length'), maxBytes);
}

function causeText(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    parts.push(typeof code === 'string' && !e.message.includes(code) ? `${code} ${e.message}` : e.message);
  }
  return parts.join(': ') || String(err);
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
}

// How AvalancheGo (gorilla's json2) and coreth (geth's rpc) frame a result: the result's own text sits
// between these, and is relayed as the node wrote it rather than written out again.
const FRAMES: [string, string][] = [
  ['{"jsonrpc":"2.0","result":', ',"id":1}'],
  ['{"jsonrpc":"2.0","id":1,"result":', '}'],
];
const CLOSERS: Record<string, string> = { '{': '}', '[': ']', '"': '"' };

/**
 * The result's text within `text`, when the node framed it as one of FRAMES; null otherwise (then
 * it is written out from the parsed value). The parsed reply must hold those three members only, and
 * the slice open and close as its value does.
 */
function resultText(text: string, reply: object, value: unknown): string | null {
  const body = text.trimEnd();
  for (const [head, tail] of FRAMES) {
    if (!body.startsWith(head) || !body.endsWith(tail)) continue;
    if (Object.keys(reply).length !== 3) return null;
    const json = body.slice(head.length, body.length - tail.length);
    const open = json[0] ?? '';
    const opens = Array.isArray(value)
      ? '['
      : typeof value === 'string'
        ? '"'
        : value !== null && typeof value === 'object'
          ? '{'
          : '';
    // A number, true, false or null is short: written out again.
    if (open !== opens || json.length < 2 || !json.endsWith(CLOSERS[open]!)) return null;
    return json;
  }
  return null;
}

export async function sendUpstream(call: UpstreamCall): Promise<UpstreamReply> {
  const { target } = call;
  const body = `{"jsonrpc":"2.0","id":1,"method":${JSON.stringify(call.method)},"params":${call.paramsJson}}`;
  let res: Response;
  let text: string | null;
  try {
    res = await call.fetch(target.base + call.path + target.search, {
      method: 'POST',
      headers: target.headers,
      body,
      signal: AbortSignal.timeout(call.timeoutMs),
      redirect: 'error',
    });
    text = await readCapped(res, call.maxBytes);
  } catch (err) {
    if (isTimeout(err)) return { kind: 'timeout', detail: `no answer within ${call.timeoutMs} ms` };
    return { kind: 'unreachable', detail: causeText(err) };
  }
  if (text === null)
    return { kind: 'too-large', detail: `answer over ${call.maxBytes} bytes`, maxBytes: call.maxBytes };
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { kind: 'http', status: res.status, text };
    }
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const reply = parsed as { result?: unknown; error?: unknown };
      if (reply.error !== undefined && reply.error !== null) {
        const e = reply.error as { code?: unknown; message?: unknown; data?: unknown };
        return {
          kind: 'rpc-error',
          status: res.status,
          error: {
            code: typeof e.code === 'number' ? e.code : -32603,
            message: typeof e.message === 'string' ? e.message : 'the node answered an error without a message',
            data: e.data ?? null,
          },
        };
      }
      if (Object.hasOwn(reply, 'result') && res.status >= 200 && res.status < 300) {
        const value = reply.result ?? null;
        return { kind: 'result', json: resultText(text, reply, value) ?? JSON.stringify(value), value };
      }
    }
  }
  return { kind: 'http', status: res.status, text };
}

// Geth's JSON-RPC 2.0 envelope (go-ethereum rpc/handler.go, json.go), which coreth and subnet-evm
// serve at /ext/bc/<chain>/rpc: positional params, batches, notifications, and geth's error codes.
// Unlike AvalancheGo's own services (devnet/server), here -32601/-32602/-32600 are real.

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

export const methodNotFound = (method: string): RpcError =>
  new RpcError(-32601, `the method ${method} does not exist/is not available`);
export const invalidParams = (message: string): RpcError => new RpcError(-32602, message);

/** Answers one call: resolves with its result or throws an RpcError. */
export type CallFn = (method: string, params: unknown[]) => Promise<unknown>;

type Id = string | number | null;
interface RpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}
type RpcReply = { jsonrpc: '2.0'; id: Id; result: unknown } | { jsonrpc: '2.0'; id: Id; error: RpcErrorObject };

/** geth's default BatchRequestLimit. */
const BATCH_LIMIT = 1000;

const errorReply = (id: Id, e: RpcErrorObject): RpcReply => ({ jsonrpc: '2.0', id, error: e });

function toErrorObject(e: unknown): RpcErrorObject {
  if (e instanceof RpcError)
    return e.data === undefined
      ? { code: e.code, message: e.message }
      : { code: e.code, message: e.message, data: e.data };
  // Anything else is a server fault; geth answers -32603-free "internal" errors as -32000 with the text.
  return { code: -32000, message: e instanceof Error ? e.message : String(e) };
}

function isValidId(v: unknown): v is Id {
  return v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
}

/** One message; undefined for a notification (a request without id gets no reply). */
async function handleMessage(msg: unknown, call: CallFn): Promise<RpcReply | undefined> {
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg))
    return errorReply(null, { code: -32600, message: 'invalid request' });
  const m = msg as Record<string, unknown>;
  const hasId = 'id' in m;
  const id: Id = hasId && isValidId(m.id) ? m.id : null;
  if ((hasId && !isValidId(m.id)) || m.jsonrpc !== '2.0' || typeof m.method !== 'string' || m.method === '') {
    return errorReply(id, { code: -32600, message: 'invalid request' });
  }
  const method = m.method;
  let reply: RpcReply;
  if (m.params !== undefined && m.params !== null && !Array.isArray(m.params)) {
    reply = errorReply(id, { code: -32602, message: 'non-array args' });
  } else {
    try {
      const result = await call(method, (m.params as unknown[] | null | undefined) ?? []);
      reply = { jsonrpc: '2.0', id, result: result === undefined ? null : result };
    } catch (e) {
      reply = errorReply(id, toErrorObject(e));
    }
  }
  return hasId ? reply : undefined;
}

/**
 * Serves a request body: raw text/bytes (parsed here, `-32700 parse error` when it is not JSON)
 * or an already parsed JSON value. Returns the JSON value to send, or undefined when nothing is
 * to be sent (only notifications). Batch members run in order, like geth.
 */
export async function serveGethRpc(body: unknown, call: CallFn): Promise<unknown> {
  let value = body;
  if (typeof body === 'string' || body instanceof Uint8Array) {
    const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
    try {
      value = JSON.parse(text);
    } catch {
      return errorReply(null, { code: -32700, message: 'parse error' });
    }
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return errorReply(null, { code: -32600, message: 'empty batch' });
    if (value.length > BATCH_LIMIT) return errorReply(null, { code: -32600, message: 'batch too large' });
    const replies: RpcReply[] = [];
    for (const msg of value) {
      const r = await handleMessage(msg, call);
      if (r) replies.push(r);
    }
    return replies.length > 0 ? replies : undefined;
  }
  return handleMessage(value, call);
}

// One JSON-RPC call over HTTP POST, with timeout and caller abort combined, mapped to typed errors.
import { buildRequest, jsonStringify, responseEnvelopeSchema } from './envelope';
import { HttpStatusError, RpcError, SchemaError, TransportError, formatIssuePath } from './errors';

export interface RpcCallOptions {
  /** Full endpoint URL, e.g. `http://127.0.0.1:9650/ext/bc/P`. */
  url: string;
  method: string;
  params?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

let nextId = 1;

/** Sends the call and returns the raw `result` (unvalidated); throws a NodeRequestError subclass. */
export async function rpcCall(options: RpcCallOptions): Promise<unknown> {
  const { url, method, params, timeoutMs = 15_000, signal, headers, fetch: doFetch = fetch } = options;
  const id = nextId++;
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;

  let response: Response;
  let text: string;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: jsonStringify(buildRequest(method, params, id)),
      signal: combined,
    });
    text = await response.text();
  } catch (err) {
    if (signal?.aborted) throw new TransportError(method, 'aborted', `${method}: request aborted`, { cause: err });
    if (timeout.aborted) {
      throw new TransportError(method, 'timeout', `${method}: no reply within ${timeoutMs} ms`, { cause: err });
    }
    const detail = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
    throw new TransportError(method, 'network', `${method}: network error: ${detail}`, { cause: err });
  }

  if (response.status < 200 || response.status > 299) throw new HttpStatusError(method, response.status, text);

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SchemaError(
      method,
      'response',
      'response',
      `expected a JSON-RPC body, got ${JSON.stringify(text.slice(0, 80))}`,
    );
  }
  const envelope = responseEnvelopeSchema.safeParse(body);
  if (!envelope.success) {
    const issue = envelope.error.issues[0];
    throw new SchemaError(
      method,
      'response',
      formatIssuePath('response', issue?.path ?? []),
      issue?.message ?? 'not a JSON-RPC 2.0 response',
    );
  }
  const reply = envelope.data;
  if (reply.error !== undefined) {
    throw new RpcError(method, reply.error.code, reply.error.message, reply.error.data);
  }
  return reply.result;
}

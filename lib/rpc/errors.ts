// Failures a caller of the node can tell apart, all under NodeRequestError.

export class NodeRequestError extends Error {
  /** Full wire method name the call was for. */
  readonly method: string;
  constructor(method: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NodeRequestError';
    this.method = method;
  }
}

export type TransportFailure = 'network' | 'timeout' | 'aborted';

/** The request never got an HTTP reply: connection refused/reset, our timeout, or the caller aborted. */
export class TransportError extends NodeRequestError {
  readonly reason: TransportFailure;
  constructor(method: string, reason: TransportFailure, message: string, options?: { cause?: unknown }) {
    super(method, message, options);
    this.name = 'TransportError';
    this.reason = reason;
  }
}

/** A non-2xx reply, typically the node's plain text: 404 unknown path, 405, 415, 403 host, 503 bootstrapping. */
export class HttpStatusError extends NodeRequestError {
  readonly status: number;
  readonly body: string;
  constructor(method: string, status: number, body: string) {
    const text = body.trim();
    super(method, `${method}: HTTP ${status}${text ? `: ${text.slice(0, 200)}` : ''}`);
    this.name = 'HttpStatusError';
    this.status = status;
    this.body = body;
  }
}

/** The node answered with a JSON-RPC error object (AvalancheGo: HTTP 200, code -32000 for handler errors). */
export class RpcError extends NodeRequestError {
  readonly code: number;
  readonly data: unknown;
  /** The node's own message, without the method prefix. */
  readonly rpcMessage: string;
  constructor(method: string, code: number, message: string, data: unknown) {
    super(method, `${method}: ${message} (code ${code})`);
    this.name = 'RpcError';
    this.code = code;
    this.rpcMessage = message;
    this.data = data;
  }
}

/** A value did not match the method's schema: the reply (`where: 'result'`), a malformed envelope, or our own params. */
export class SchemaError extends NodeRequestError {
  readonly where: 'result' | 'params' | 'response';
  /** Dotted path of the first offending field, e.g. `result.validators[0].weight`. */
  readonly field: string;
  readonly issue: string;
  constructor(method: string, where: SchemaError['where'], field: string, issue: string) {
    super(method, `${method}: ${field}: ${issue}`);
    this.name = 'SchemaError';
    this.where = where;
    this.field = field;
    this.issue = issue;
  }
}

/** `result.validators[0].weight` from a zod issue path. */
export function formatIssuePath(root: string, path: readonly PropertyKey[]): string {
  let out = root;
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : `.${String(key)}`;
  return out;
}

// By name, not instanceof: Next may bundle this module more than once on the server, and an error
// made by one copy is not an instance of another's class.
export const isRpcError = (e: unknown): e is RpcError => (e as Error | null)?.name === 'RpcError';
export const isHttpStatusError = (e: unknown): e is HttpStatusError => (e as Error | null)?.name === 'HttpStatusError';

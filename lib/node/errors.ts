// Why a node call failed, in words fit for any caller, with the details only an operator may see.
// Codes: lib/rpc/error-codes.ts.

export type NodeFailureKind =
  | 'not-served' // the method is not one the registry serves on that path
  | 'forbidden' // the caller may not use it (node-specific, or a relay turned off)
  | 'invalid-params' // the params do not fit the method's schema
  | 'rpc' // the node answered a JSON-RPC error
  | 'http' // the node answered an HTTP error (plain text), or something that is not JSON-RPC
  | 'unreachable' // no connection
  | 'timeout' // no answer in time
  | 'too-large' // the answer exceeded the configured size
  | 'busy'; // a public caller's read found no slot (its own share, or everyone's, in use)

export interface NodeFailure {
  kind: NodeFailureKind;
  /** JSON-RPC error code to answer with. */
  code: number;
  /** HTTP status the proxy answers with. */
  httpStatus: number;
  /** Safe for anyone: no node address, host or credentials. */
  message: string;
  /** JSON-RPC `data` (the node's, redacted; or ours). */
  data?: unknown;
  /** The raw cause (e.g. `connect ECONNREFUSED 10.0.3.7:9650`): for operators only. */
  detail?: string;
  /** The node's HTTP status and words (redacted), for `http` failures. */
  upstreamStatus?: number;
  upstreamText?: string;
}

export function failure(
  kind: NodeFailureKind,
  code: number,
  httpStatus: number,
  message: string,
  extra: Partial<NodeFailure> = {},
): NodeFailure {
  return { kind, code, httpStatus, message, ...extra };
}

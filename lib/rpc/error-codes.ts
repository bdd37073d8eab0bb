// JSON-RPC error codes Snowline answers with: -32700/-32600/-32601/-32602 standard, -320xx Snowline's own
// (README "Proxy errors"). Below the node path, so the request guard answers with the same codes.

export const NodeErrorCode = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  upstreamUnavailable: -32010,
  upstreamTimeout: -32011,
  forbidden: -32012,
  tooLarge: -32013,
  upstreamHttpError: -32014,
  upstreamTooLarge: -32015,
  /** Snowline's server refused the call before the proxy saw it: over the client's rate (429). */
  rateLimited: -32016,
} as const;

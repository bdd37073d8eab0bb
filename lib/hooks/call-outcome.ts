// What a failed browser call says about the node. Only a call that got no answer from the node
// (no connection, a timeout, the proxy's 502/503/504) means the node is unreachable; a JSON-RPC error
// (a method the chain does not serve, -32601) is an answer, and a 429 is Snowline's own limit
// speaking: the view waits and asks again, and never reports "no node" for it.

export type CallOutcome = 'answered' | 'unreachable' | 'refused' | 'aborted';

interface ErrorLike {
  name?: string;
  status?: number;
  code?: number;
  reason?: string;
}

/** Snowline's -320xx codes for "the node did not answer" (lib/rpc/error-codes.ts). */
const NO_ANSWER_CODES = new Set([-32010, -32011, -32014]);
const RATE_LIMITED_CODE = -32016;

export function outcomeOf(error: unknown): CallOutcome {
  const e = (error ?? {}) as ErrorLike;
  if (isRateLimited(error)) return 'refused';
  if (e.name === 'TransportError') return e.reason === 'aborted' ? 'aborted' : 'unreachable';
  if (e.name === 'AbortError' || e.name === 'CancelledError') return 'aborted';
  if (e.name === 'HttpStatusError' || e.name === 'FetchStatusError') {
    return e.status !== undefined && e.status >= 502 && e.status <= 504 ? 'unreachable' : 'answered';
  }
  if (e.name === 'RpcError') return NO_ANSWER_CODES.has(e.code ?? 0) ? 'unreachable' : 'answered';
  // A fetch that threw a TypeError never reached the server.
  if (e.name === 'TypeError') return 'unreachable';
  return 'answered';
}

/** A 429 from Snowline's rate limit (HTTP status, or its JSON-RPC code). */
export function isRateLimited(error: unknown): boolean {
  const e = (error ?? {}) as ErrorLike;
  return e.status === 429 || e.code === RATE_LIMITED_CODE;
}

/** Consecutive failures since a query's last good answer (its error count when it last succeeded is kept). */
const errorsAtSuccess = new WeakMap<object, number>();

export function consecutiveFailures(query: { state: { status: string; errorUpdateCount: number } }): number {
  const s = query.state;
  if (s.status !== 'error') {
    errorsAtSuccess.set(query, s.errorUpdateCount);
    return 0;
  }
  return s.errorUpdateCount - (errorsAtSuccess.get(query) ?? 0);
}

/** The longest a failing view waits between tries. */
const MAX_BACKOFF_MS = 60_000;

/** A polling view's period after `failures` failures in a row: doubled each time, up to a minute. */
export function backedOffPeriod(periodMs: number, failures: number): number {
  if (failures <= 0) return periodMs;
  return Math.min(MAX_BACKOFF_MS, periodMs * 2 ** Math.min(failures, 6));
}

/** Tries of a one-off read refused with 429, and their waits (1 s, 2 s, 4 s, …). */
export function retryRefused(failures: number, error: unknown): boolean {
  return isRateLimited(error) && failures < 4;
}
export const refusedRetryDelay = (attempt: number): number => Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);

/** The wait before retrying a failed read: a refused one's, or doubling from 2 s up to 30 s. */
export const retryDelay = (attempt: number, error: unknown): number =>
  retryRefused(0, error) ? refusedRetryDelay(attempt) : Math.min(1000 * 2 ** attempt, 30_000);

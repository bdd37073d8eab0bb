// A console call, from the browser, through Snowline's node proxy (/api/node + the node's path): the
// same allowlist, rights and cache as any client. The session cookie goes along (same origin), so a
// signed-in operator's node-specific calls are answered; nothing else identifies the caller.
import { PROXY_PREFIX } from '@/lib/server/proxy-path';

export type CallOutcome =
  | { ok: true; result: unknown; raw: string; ms: number; cache: string | null }
  | { ok: false; code: number | null; message: string; data: unknown; httpStatus: number; ms: number };

export async function callThroughProxy(
  nodePath: string,
  method: string,
  paramsJson: string | undefined,
  signal?: AbortSignal,
): Promise<CallOutcome> {
  const body = `{"jsonrpc":"2.0","id":1,"method":${JSON.stringify(method)}${paramsJson === undefined ? '' : `,"params":${paramsJson}`}}`;
  const started = performance.now();
  const res = await fetch(`${PROXY_PREFIX}${nodePath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  });
  const text = await res.text();
  const ms = Math.round(performance.now() - started);
  let reply: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } };
  try {
    reply = JSON.parse(text) as typeof reply;
  } catch {
    return {
      ok: false,
      code: null,
      message: text.slice(0, 500) || `HTTP ${res.status}`,
      data: null,
      httpStatus: res.status,
      ms,
    };
  }
  if (reply.error) {
    return {
      ok: false,
      code: typeof reply.error.code === 'number' ? reply.error.code : null,
      message: typeof reply.error.message === 'string' ? reply.error.message : 'error',
      data: reply.error.data ?? null,
      httpStatus: res.status,
      ms,
    };
  }
  return {
    ok: true,
    result: reply.result,
    raw: JSON.stringify(reply.result, null, 2),
    ms,
    cache: res.headers.get('x-snowline-cache'),
  };
}

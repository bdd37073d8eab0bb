// Who may change the watchlist. Reading it is harmless (public chain data); writing it makes the
// server send webhooks, so: on the embedded devnet anyone may (it is a local sandbox); in operator
// mode only callers with the operator token; a public deployment on a real node is read-only.
import { isOperatorToken } from '@/lib/auth/caller';
import type { ServerConfig } from '@/lib/server/config';

export type WriteAccess =
  { allowed: true } | { allowed: false; status: 401 | 403; reason: string; needsToken: boolean };

export function watchlistWriteAccess(req: Request, config: ServerConfig): WriteAccess {
  if (config.mode === 'operator') {
    const bearer = req.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
    return isOperatorToken(req.headers.get('x-snowline-operator-token') ?? bearer, config)
      ? { allowed: true }
      : { allowed: false, status: 401, needsToken: true, reason: 'Changing the watchlist needs the operator token.' };
  }
  if (config.embeddedDevnet) return { allowed: true };
  return {
    allowed: false,
    status: 403,
    needsToken: false,
    reason: 'This public deployment is read-only: the watchlist is managed in operator mode (SNOWLINE_MODE=operator).',
  };
}

/** What the UI needs to know before offering the form. */
export function watchlistWritePolicy(config: ServerConfig): 'open' | 'token' | 'read-only' {
  if (config.mode === 'operator') return 'token';
  return config.embeddedDevnet ? 'open' : 'read-only';
}

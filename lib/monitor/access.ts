// Who may change the watchlist and alerts. Reading them is harmless (public chain data); writing makes
// the server send webhooks, so it takes a signed-in operator, except on a devnet that Snowline started
// itself, and there only from this machine. A public deployment on a real node is read-only.
import type { Caller } from '@/lib/auth/caller';
import { isLocalRequest } from '@/lib/auth/local-request';
import type { ServerConfig } from '@/lib/server/config';

/** What the UI offers: the form (`open`), a link to sign in (`sign-in`), or nothing (`read-only`). */
export type WritePolicy = 'open' | 'sign-in' | 'read-only';

export type WriteAccess = { allowed: true } | { allowed: false; status: 401 | 403; reason: string };

export function monitorWritePolicy(req: Request, config: ServerConfig, caller: Caller): WritePolicy {
  if (caller.operator) return 'open';
  if (config.embeddedDevnet && isLocalRequest(req, config)) return 'open';
  return config.mode === 'operator' ? 'sign-in' : 'read-only';
}

export function monitorWriteAccess(req: Request, config: ServerConfig, caller: Caller): WriteAccess {
  const policy = monitorWritePolicy(req, config, caller);
  if (policy === 'open') return { allowed: true };
  if (policy === 'sign-in') {
    return { allowed: false, status: 401, reason: 'Changing the watchlist needs an operator session: sign in first.' };
  }
  return {
    allowed: false,
    status: 403,
    reason: config.embeddedDevnet
      ? 'On the embedded devnet the watchlist can be changed only from this machine (localhost).'
      : 'This public deployment is read-only: the watchlist is managed in operator mode (SNOWLINE_MODE=operator).',
  };
}

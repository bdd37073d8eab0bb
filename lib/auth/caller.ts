// Who is calling: the one question every route and the node call path ask before serving operator
// methods or operator views. In operator mode, an operator is a browser with a live session cookie
// (lib/auth/session-api.ts signs in), or a non-browser client (curl, a metrics scraper) that sends
// `Authorization: Bearer <SNOWLINE_OPERATOR_TOKEN>`. In public mode nobody is.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '@/lib/server/config';
import { appStore } from '@/lib/store/instance';
import type { SessionStore } from '@/lib/store/sessions/records';
import { crossSiteRefusal } from './cross-site';
import { operatorSessionExpiry } from './operator-sessions';
import { cookieHeaderLookup, sessionIdFrom } from './session-cookie';

export interface Caller {
  /** A signed-in operator (operator mode only): may use node-specific methods and see operator views. */
  operator: boolean;
  /**
   * Why a session cookie did not count: the request came from another site's page. Node-specific and
   * state-changing methods are refused with this reason rather than as a public caller's.
   */
  crossSite?: string;
}

export const PUBLIC_CALLER: Caller = Object.freeze({ operator: false });
const OPERATOR: Caller = Object.freeze({ operator: true });

const sha256 = (s: string): Buffer => createHash('sha256').update(s).digest();

/** Constant-time check of a presented token against the configured one. */
export function isOperatorToken(given: string | null | undefined, config: ServerConfig): boolean {
  if (config.mode !== 'operator' || !config.operatorToken || !given) return false;
  return timingSafeEqual(sha256(given), sha256(config.operatorToken));
}

/** Whether a session id is a live operator session; a store that does not answer counts as no. */
export async function isOperatorSessionId(
  id: string | null,
  config: ServerConfig,
  sessions?: SessionStore,
): Promise<boolean> {
  if (id === null || config.mode !== 'operator') return false;
  try {
    return (await operatorSessionExpiry(sessions ?? (await appStore()).sessions, config, id)) !== null;
  } catch (e) {
    console.error(`[snowline auth] cannot check a session: ${(e as Error).message}`);
    return false;
  }
}

/** `sessions` defaults to the process's store; tests pass their own. */
export async function callerOf(req: Request, config: ServerConfig, sessions?: SessionStore): Promise<Caller> {
  if (config.mode !== 'operator') return PUBLIC_CALLER;
  const bearer = req.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (bearer !== undefined) return isOperatorToken(bearer, config) ? OPERATOR : PUBLIC_CALLER;
  const id = sessionIdFrom(cookieHeaderLookup(req.headers.get('cookie')));
  return (await isOperatorSessionId(id, config, sessions)) ? OPERATOR : PUBLIC_CALLER;
}

/**
 * The caller of a node proxy call. A Bearer token is not sent by a browser on its own, so it counts
 * wherever it comes from; a session cookie counts only on a same-site request (lib/auth/cross-site.ts),
 * so another site's page cannot use a signed-in operator's browser to call operator methods.
 */
export async function proxyCallerOf(req: Request, config: ServerConfig, sessions?: SessionStore): Promise<Caller> {
  const caller = await callerOf(req, config, sessions);
  if (!caller.operator || req.headers.has('authorization')) return caller;
  const crossSite = crossSiteRefusal(req, config);
  return crossSite === null ? caller : { operator: false, crossSite };
}

// Who is calling: the one question every route and the node call path ask before serving operator
// methods or operator views. In operator mode, an operator is a browser with a live session cookie
// (lib/auth/session-api.ts signs in), or a non-browser client (curl, a metrics scraper) that sends
// `Authorization: Bearer <SNOWLINE_OPERATOR_TOKEN>`. In public mode nobody is.
import { createHash, timingSafeEqual } from 'node:crypto';
import { clientAddress } from '@/lib/server/client-address';
import type { ServerConfig } from '@/lib/server/config';
import { appStore } from '@/lib/store/instance';
import type { SessionStore } from '@/lib/store/sessions/records';
import { crossSiteRefusal } from './cross-site';
import { operatorSessionExpiry } from './operator-sessions';
import { cookieHeaderLookup, sessionIdFrom } from './session-cookie';
import { processTokenThrottle } from './token-throttle-instance';
import type { TokenThrottle } from './token-throttle';

export interface Caller {
  /** A signed-in operator (operator mode only): may use node-specific methods and see operator views. */
  operator: boolean;
  /**
   * Why a session cookie did not count: the request came from another site's page. Node-specific and
   * state-changing methods are refused with this reason rather than as a public caller's.
   */
  crossSite?: string;
  /** Why a Bearer token was not even compared: too many attempts from this client lately. */
  tokenRefused?: string;
}

export const PUBLIC_CALLER: Caller = Object.freeze({ operator: false });
const OPERATOR: Caller = Object.freeze({ operator: true });

const sha256 = (s: string): Buffer => createHash('sha256').update(s).digest();

export type TokenVerdict = { ok: true; matched: boolean } | { ok: false; retryAfterSeconds: number; reason: string };

/**
 * Whether `given` is one of the `expected` tokens, compared in constant time once `throttle` counted
 * the attempt for `client`; refused unanswered while the client (or everyone) is over its count.
 */
export async function checkToken(
  given: string,
  expected: readonly (string | undefined)[],
  client: string,
  throttle: TokenThrottle = processTokenThrottle(),
): Promise<TokenVerdict> {
  const admission = await throttle.admit(client);
  if (!admission.ok) {
    const secs = admission.retryAfterSeconds;
    return { ok: false, retryAfterSeconds: secs, reason: `too many wrong tokens: try again in ${secs} s` };
  }
  const given256 = sha256(given);
  // Every expected token is compared, so the time taken does not tell which one matched.
  let matched = false;
  for (const token of expected) if (token && timingSafeEqual(given256, sha256(token))) matched = true;
  if (matched) await admission.attempt.matched();
  return { ok: true, matched };
}

const bearerOf = (req: Request) => req.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];

/** The Bearer token of `req` checked against `expected`; undefined when it sends none. */
export async function bearerVerdict(
  req: Request,
  config: Pick<ServerConfig, 'trustedProxies'>,
  expected: readonly (string | undefined)[],
  throttle?: TokenThrottle,
): Promise<TokenVerdict | undefined> {
  const bearer = bearerOf(req);
  if (bearer === undefined) return undefined;
  return checkToken(bearer, expected, clientAddress(req, config) ?? 'unknown', throttle);
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

/** `sessions` and `throttle` default to the process's; tests pass their own. */
export async function callerOf(
  req: Request,
  config: ServerConfig,
  sessions?: SessionStore,
  throttle?: TokenThrottle,
): Promise<Caller> {
  if (config.mode !== 'operator') return PUBLIC_CALLER;
  const verdict = await bearerVerdict(req, config, [config.operatorToken], throttle);
  if (verdict !== undefined) {
    if (!verdict.ok) return { operator: false, tokenRefused: verdict.reason };
    return verdict.matched ? OPERATOR : PUBLIC_CALLER;
  }
  const id = sessionIdFrom(cookieHeaderLookup(req.headers.get('cookie')));
  return (await isOperatorSessionId(id, config, sessions)) ? OPERATOR : PUBLIC_CALLER;
}

/**
 * The caller of a node proxy call. A Bearer token is not sent by a browser on its own, so it counts
 * wherever it comes from; a session cookie counts only on a same-site request (lib/auth/cross-site.ts),
 * so another site's page cannot use a signed-in operator's browser to call operator methods.
 */
export async function proxyCallerOf(
  req: Request,
  config: ServerConfig,
  sessions?: SessionStore,
  throttle?: TokenThrottle,
): Promise<Caller> {
  const caller = await callerOf(req, config, sessions, throttle);
  if (!caller.operator || req.headers.has('authorization')) return caller;
  const crossSite = crossSiteRefusal(req, config);
  return crossSite === null ? caller : { operator: false, crossSite };
}

// The sign-in API behind app/api/auth/session (operator mode only; public mode has no sign-in):
//   GET    → who am I: { mode, operator, expiresMs } (answers in public mode too, for the header)
//   POST   {"token": "<SNOWLINE_OPERATOR_TOKEN>"} → a session cookie
//   DELETE → sign-out: the session ends in the store and the cookie is cleared
// POST and DELETE are refused cross-site; POST takes a small JSON body only.
import { problem, reply } from '@/lib/api/reply';
import type { ServerConfig } from '@/lib/server/config';
import { clientAddress } from '@/lib/server/client-address';
import { readJsonBody } from '@/lib/server/json-body';
import { requestIsHttps } from '@/lib/server/request-target';
import type { SessionStore } from '@/lib/store/sessions/records';
import { checkToken } from './caller';
import { crossSiteRefusal } from './cross-site';
import { endOperatorSession, operatorSessionExpiry, startOperatorSession } from './operator-sessions';
import { clearedSessionCookies, cookieHeaderLookup, sessionCookie, sessionIdFrom } from './session-cookie';
import type { TokenThrottle } from './token-throttle';

const MAX_BODY_BYTES = 1024;

export interface SessionApiDeps {
  config: ServerConfig;
  sessions: () => Promise<SessionStore>;
  /** The process's token throttle (lib/auth/token-throttle-instance.ts) unless a test gives one. */
  throttle?: TokenThrottle;
  now?: () => number;
}

const NOT_FOUND = () => problem(404, 'not found');

const sessionIdOf = (req: Request) => sessionIdFrom(cookieHeaderLookup(req.headers.get('cookie')));

export async function getSession(req: Request, d: SessionApiDeps): Promise<Response> {
  if (d.config.mode !== 'operator') return reply('auth.session', { mode: 'public', operator: false, expiresMs: null });
  const id = sessionIdOf(req);
  let expiresMs: number | null = null;
  if (id) {
    try {
      expiresMs = await operatorSessionExpiry(await d.sessions(), d.config, id, (d.now ?? Date.now)());
    } catch {
      return problem(503, 'the session store is not answering; try again shortly');
    }
  }
  return reply('auth.session', { mode: 'operator', operator: expiresMs !== null, expiresMs });
}

export async function postSession(req: Request, d: SessionApiDeps): Promise<Response> {
  if (d.config.mode !== 'operator') return NOT_FOUND();
  const crossSite = crossSiteRefusal(req, d.config);
  if (crossSite) return problem(403, crossSite);
  const client = clientAddress(req, d.config) ?? 'unknown';
  const now = (d.now ?? Date.now)();
  const body = await readJsonBody(req, MAX_BODY_BYTES);
  if (!body.ok) return problem(body.status, body.error);
  const token = (body.value as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || token.length === 0) return problem(400, 'expected {"token": "<operator token>"}');
  // Counted before it is compared: a burst of guesses at once gets no more tries than one by one.
  const verdict = await checkToken(token, [d.config.operatorToken], client, d.throttle);
  if (!verdict.ok) return problem(429, verdict.reason, [['retry-after', String(verdict.retryAfterSeconds)]]);
  if (!verdict.matched) return problem(401, 'that is not the operator token');
  let session;
  try {
    session = await startOperatorSession(await d.sessions(), d.config, now);
  } catch {
    return problem(503, 'the session store is not answering; try again shortly');
  }
  const secure = requestIsHttps(req, d.config);
  return reply(
    'auth.signIn',
    { mode: 'operator', operator: true, expiresMs: session.expiresMs },
    { headers: [['set-cookie', sessionCookie(session.id, { expiresMs: session.expiresMs, secure, nowMs: now })]] },
  );
}

export async function deleteSession(req: Request, d: SessionApiDeps): Promise<Response> {
  if (d.config.mode !== 'operator') return NOT_FOUND();
  const crossSite = crossSiteRefusal(req, d.config);
  if (crossSite) return problem(403, crossSite);
  const id = sessionIdOf(req);
  if (id) {
    try {
      await endOperatorSession(await d.sessions(), d.config, id);
    } catch {
      return problem(503, 'the session store is not answering; try again shortly');
    }
  }
  const cleared = clearedSessionCookies(requestIsHttps(req, d.config)).map((c): [string, string] => ['set-cookie', c]);
  return reply('auth.signOut', { mode: 'operator', operator: false, expiresMs: null }, { headers: cleared });
}

// Operator sessions: made when the operator token is presented once at sign-in, then carried by the
// session cookie. The store keeps only HMAC-SHA-256(operator token, session id): a copy of the
// database signs no one in, and changing SNOWLINE_OPERATOR_TOKEN ends every session at once.
import { createHmac, randomBytes } from 'node:crypto';
import type { ServerConfig } from '@/lib/server/config';
import type { SessionStore } from '@/lib/store/sessions/records';

type SessionConfig = Pick<ServerConfig, 'mode' | 'operatorToken' | 'operatorSessionMs'>;

function idHash(id: string, config: SessionConfig): string {
  if (!config.operatorToken) throw new Error('operator sessions need SNOWLINE_OPERATOR_TOKEN');
  return createHmac('sha256', config.operatorToken).update(id).digest('hex');
}

/** Starts a session; the id goes to the browser in the cookie and nowhere else. */
export async function startOperatorSession(
  store: SessionStore,
  config: SessionConfig,
  nowMs = Date.now(),
): Promise<{ id: string; expiresMs: number }> {
  const id = randomBytes(32).toString('base64url');
  const expiresMs = nowMs + config.operatorSessionMs;
  await store.create({ idHash: idHash(id, config), createdMs: nowMs, expiresMs });
  // Sign-ins are rare: a good moment to forget sessions that ended.
  await store.purgeExpired(nowMs);
  return { id, expiresMs };
}

/** The session's expiry if `id` is a live operator session, else null. */
export async function operatorSessionExpiry(
  store: SessionStore,
  config: SessionConfig,
  id: string,
  nowMs = Date.now(),
): Promise<number | null> {
  if (config.mode !== 'operator' || !config.operatorToken) return null;
  return (await store.find(idHash(id, config), nowMs))?.expiresMs ?? null;
}

export async function endOperatorSession(store: SessionStore, config: SessionConfig, id: string): Promise<void> {
  if (config.operatorToken) await store.revoke(idHash(id, config));
}

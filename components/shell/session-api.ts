'use client';
// Browser side of /api/auth/session: who am I, sign in, sign out. Shared by the header control and the
// sign-in page through one query key, so both show the same state.
export interface SessionState {
  mode: 'public' | 'operator';
  operator: boolean;
  expiresMs: number | null;
}

export const SESSION_QUERY_KEY = ['auth-session'] as const;
const PATH = '/api/auth/session';

async function send(method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<SessionState> {
  const res = await fetch(PATH, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const reply = (await res.json().catch(() => ({}))) as Partial<SessionState> & { error?: string };
  if (!res.ok) throw new Error(reply.error ?? `HTTP ${res.status}`);
  return reply as SessionState;
}

export const sessionApi = {
  state: () => send('GET'),
  signIn: (token: string) => send('POST', { token }),
  signOut: () => send('DELETE'),
};

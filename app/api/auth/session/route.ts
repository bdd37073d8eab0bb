// Operator sign-in (POST {token}), sign-out (DELETE) and "who am I" (GET): lib/auth/session-api.ts.
import { deleteSession, getSession, postSession, type SessionApiDeps } from '@/lib/auth/session-api';
import { serverConfig } from '@/lib/server/config';
import { appStore } from '@/lib/store/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const key = Symbol.for('snowline.sessionApiDeps');
type WithDeps = typeof globalThis & { [key]?: SessionApiDeps };
function deps(): SessionApiDeps {
  const g = globalThis as WithDeps;
  g[key] ??= {
    config: serverConfig(),
    sessions: async () => (await appStore()).sessions,
  };
  return g[key];
}

export const GET = (req: Request) => getSession(req, deps());
export const POST = (req: Request) => postSession(req, deps());
export const DELETE = (req: Request) => deleteSession(req, deps());

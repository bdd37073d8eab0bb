// Operator sign-in (POST {token}), sign-out (DELETE) and "who am I" (GET): lib/auth/session-api.ts.
import {
  defaultSignInThrottle,
  SIGN_IN_THROTTLE,
  deleteSession,
  getSession,
  postSession,
  type SessionApiDeps,
} from '@/lib/auth/session-api';
import { redisSignInThrottle } from '@/lib/auth/redis-sign-in-throttle';
import { processRedis } from '@/lib/redis/instance';
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
    // With Redis, wrong tokens count on every instance together.
    throttle: processRedis() ? redisSignInThrottle(processRedis()!, SIGN_IN_THROTTLE) : defaultSignInThrottle(),
  };
  return g[key];
}

export const GET = (req: Request) => getSession(req, deps());
export const POST = (req: Request) => postSession(req, deps());
export const DELETE = (req: Request) => deleteSession(req, deps());

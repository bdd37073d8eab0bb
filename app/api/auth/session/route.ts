// Operator sign-in (POST {token}), sign-out (DELETE) and "who am I" (GET): lib/auth/session-api.ts.
import { deleteSession, getSession, postSession, type SessionApiDeps } from '@/lib/auth/session-api';
import { serverConfig } from '@/lib/server/config';
import { processSingleton } from '@/lib/server/process-singleton';
import { appStore } from '@/lib/store/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const deps = () =>
  processSingleton<SessionApiDeps>('sessionApiDeps', () => ({
    config: serverConfig(),
    sessions: async () => (await appStore()).sessions,
  }));

export const GET = (req: Request) => getSession(req, deps());
export const POST = (req: Request) => postSession(req, deps());
export const DELETE = (req: Request) => deleteSession(req, deps());

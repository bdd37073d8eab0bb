// /api/auth/session: who am I, sign in with the operator token, sign out (operator mode only).
import { defineRoute } from '../define';

export interface SessionState {
  mode: 'public' | 'operator';
  operator: boolean;
  expiresMs: number | null;
}

export const authRoutes = {
  'auth.session': defineRoute<{ reply: SessionState }>()('GET', '/api/auth/session'),
  'auth.signIn': defineRoute<{ body: { token: string }; reply: SessionState }>()('POST', '/api/auth/session'),
  'auth.signOut': defineRoute<{ reply: SessionState }>()('DELETE', '/api/auth/session'),
} as const;

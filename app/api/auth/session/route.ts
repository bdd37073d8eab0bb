// Operator sign-in (POST {token}), sign-out (DELETE) and "who am I" (GET): lib/auth/session-api.ts.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('auth.session');
export const POST = nextRoute('auth.signIn');
export const DELETE = nextRoute('auth.signOut');

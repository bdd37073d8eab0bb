// GET whether the caller may start a fresh history index; POST {keepAside} starts one.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('history.startAfreshPolicy');
export const POST = nextRoute('history.startAfresh');

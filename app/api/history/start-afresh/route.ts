// GET whether the caller may start a fresh history index; POST {keepAside} starts one.
import { appStartAfreshApi } from '@/lib/history/instance';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = (req: Request) => appStartAfreshApi().get(req);
export const POST = (req: Request) => appStartAfreshApi().post(req);

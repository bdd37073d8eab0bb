// GET a chain's latest blocks in one answer (X, P or C): the dashboard's one request per chain.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('recent.blocks');

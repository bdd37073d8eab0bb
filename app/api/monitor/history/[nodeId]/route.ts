// GET a node's sampled uptime history (?since=<ms>), as observed by the connected node.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('monitor.uptime');

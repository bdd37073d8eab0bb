// GET the Primary Network's supply, stake, validator count and staking asset: the dashboard's stats in one request.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('network.stats');

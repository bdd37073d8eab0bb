// GET who created a contract, in which tx, and its token where it is one (?chain=C or an L1 chain id).
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('history.contract');

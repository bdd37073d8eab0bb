// GET an EVM chain's latest blocks and txs in one answer: its chain page's one request.
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('evm.recent');

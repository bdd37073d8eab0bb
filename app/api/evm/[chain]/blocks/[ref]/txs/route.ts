// GET an EVM block's txs as CSV (the chain by `c`, blockchain id or name; the block by number or hash).
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('evm.blockTxsCsv');

// GET an X, P or C- address's UTXOs (?source=X|P|C for those exported to it, ?after, ?limit, ?format=csv).
import { nextRoute } from '@/lib/front/api-handlers';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = nextRoute('explorer.utxos');

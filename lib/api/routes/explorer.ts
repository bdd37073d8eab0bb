// The explorer's own lists read from the node: an address's UTXOs (its own, or those `source`
// exported to it), a page at a time by the node's cursor; `format=csv` answers a CSV file instead.
// An L1's ACP-77 validators as a CSV file (one cached node answer).
import type { UtxosReply } from '@/lib/explorer/utxos-api';
import { defineRoute } from '../define';

export const explorerRoutes = {
  'explorer.utxos': defineRoute<{
    query: { source?: 'X' | 'P' | 'C'; after?: string; limit?: number; format?: 'csv' };
    reply: UtxosReply;
  }>()('GET', '/api/utxos/[address]'),
  'explorer.l1ValidatorsCsv': defineRoute<{ reply: string }>()('GET', '/api/l1s/[id]/validators'),
} as const;

// The explorer's own lists read from the node: an address's UTXOs (its own, or those `source`
// exported to it), a page at a time by the node's cursor; `format=csv` answers a CSV file instead.
// An L1's ACP-77 validators as a CSV file (one cached node answer). The lists that are CSV only
// (`format=csv`, so they are priced as exports): a chain's blocks from a height down, an index path's
// containers, the L1s.
import type { UtxosReply } from '@/lib/explorer/utxos-api';
import { defineRoute } from '../define';

export const explorerRoutes = {
  'explorer.utxos': defineRoute<{
    query: { source?: 'X' | 'P' | 'C'; after?: string; limit?: number; format?: 'csv' };
    reply: UtxosReply;
  }>()('GET', '/api/utxos/[address]'),
  'explorer.l1ValidatorsCsv': defineRoute<{ query: { format: 'csv' }; reply: string }>()(
    'GET',
    '/api/l1s/[id]/validators',
  ),
  'explorer.blocksCsv': defineRoute<{ query: { from?: string; format: 'csv' }; reply: string }>()(
    'GET',
    '/api/blocks/[chain]',
  ),
  'explorer.indexCsv': defineRoute<{ query: { start?: string; to?: string; format: 'csv' }; reply: string }>()(
    'GET',
    '/api/index/[chain]/[kind]',
  ),
  'explorer.l1sCsv': defineRoute<{ query: { format: 'csv' }; reply: string }>()('GET', '/api/l1s'),
} as const;

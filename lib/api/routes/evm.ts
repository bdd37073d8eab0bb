// /api/evm/[chain]/recent: an EVM chain's latest blocks and txs in one answer (the C-Chain or an L1's
// EVM chain, by `c`, blockchain id or name), its chain page's one request. A node that does not answer
// is told in a 200's body, as /api/recent does. A block's txs as CSV (`format=csv`).
import type { EvmRecent } from '@/lib/explorer/evm-recent-shape';
import { defineRoute } from '../define';
import type { RecentDown } from './recent';

export const evmRoutes = {
  'evm.recent': defineRoute<{ query: { count?: number }; reply: EvmRecent | RecentDown }>()(
    'GET',
    '/api/evm/[chain]/recent',
  ),
  'evm.blockTxsCsv': defineRoute<{ query: { format: 'csv' }; reply: string }>()(
    'GET',
    '/api/evm/[chain]/blocks/[ref]/txs',
  ),
} as const;

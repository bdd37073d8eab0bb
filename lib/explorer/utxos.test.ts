import { describe, expect, it, vi } from 'vitest';
import { utxoHexes } from './testing/utxo-page';

// One full page of UTXOs (1 nAVAX-unit each), after which the node always says there are more.
const PAGE = utxoHexes(1024, () => 1n);
const calls: { limit: number }[] = [];
vi.mock('@/lib/node/server-client', () => ({
  serverNodeClient: () => ({
    avm: {
      getUTXOs: async (params: { limit: number }) => {
        calls.push(params);
        return { utxos: PAGE.slice(0, params.limit), endIndex: { address: 'X-local1x', utxo: `next-${calls.length}` } };
      },
    },
  }),
}));

const { loadBalances } = await import('./utxos');

describe('address balances', () => {
  it('ask the node once per page view, however many UTXOs the address holds, and say the sum is partial', async () => {
    const balances = await loadBalances('X', 'X-local1x', { hrp: 'local', chainAliases: {} });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ limit: 1024 });
    expect(balances.utxoCount).toBe(1024);
    expect(balances.partial).toBe(true);
  });
});

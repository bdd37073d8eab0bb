import { describe, expect, it } from 'vitest';
import { resultLinks } from './result-links';

const TX = '2Z4UKy5NfVDaEBcqpSJBk4k5GEDXcQM8h6x8ArZvY4h7H4fZNH';
const ADDR = 'X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';

describe('console result links', () => {
  it('links an X tx id, an address and an asset to their pages', () => {
    const links = resultLinks('avm.getUTXOs', 'avm', { chain: 'X' }, { txID: TX, assetID: TX, addresses: [ADDR] });
    expect(links.map((l) => l.href)).toEqual([
      `/x/tx/${TX}`,
      `/x/asset/${TX}`,
      `/x/address/${encodeURIComponent(ADDR)}`,
    ]);
  });

  it('links P blocks by id, and an index container by its index’s kind', () => {
    expect(resultLinks('platform.getBlock', 'platform', {}, { blockID: TX })[0]!.href).toBe(`/p/blocks/${TX}`);
    expect(resultLinks('index.getLastAccepted', 'index', { index: 'X/tx' }, { id: TX })[0]!.href).toBe(`/x/tx/${TX}`);
    expect(resultLinks('index.getLastAccepted', 'index', { index: 'C/block' }, { id: TX })[0]!.href).toBe(
      `/c/blocks/${TX}`,
    );
  });

  it('tells an EVM block hash from a tx hash, and gives an L1’s chain no C-Chain links', () => {
    const h = (n: string) => '0x' + n.repeat(64);
    const block = { hash: h('a'), parentHash: h('b'), transactions: [h('c')], miner: '0x' + '1'.repeat(40) };
    expect(resultLinks('eth_getBlockByNumber', 'eth', { chain: 'C' }, block).map((l) => l.href)).toEqual([
      `/c/blocks/${h('a')}`,
      `/c/blocks/${h('b')}`,
      `/c/tx/${h('c')}`,
      `/c/address/0x${'1'.repeat(40)}`,
    ]);
    expect(resultLinks('eth_getBlockByNumber', 'eth', { chain: '2bR5wWMLoKbu' }, block)).toEqual([]);
  });

  it('links node ids to their validator page, whatever the service', () => {
    expect(resultLinks('info.getNodeID', 'info', {}, { nodeID: 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg' })).toEqual([
      {
        label: 'validator NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg',
        href: '/validators/NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg',
      },
    ]);
  });
});

import { isValidElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

// The EVM pages through their real route files; the entity components only fail or answer as the node would.
const node = vi.hoisted(() => ({ down: false }));
const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { name: 'TransportError', reason: 'refused' });

vi.mock('@/lib/explorer/evm-chains', () => ({
  resolveEvmChain: async (segment: string) => (segment === 'c' ? { key: 'C', isC: false, name: 'Test L1' } : null),
  evmChainLabel: (c: { name: string }) => c.name,
}));
vi.mock('@/components/node-down/node-unreachable', () => ({
  NodeUnreachable: () => null,
  nodeDownMetadata: () => ({ title: 'Node unreachable' }),
}));
vi.mock('@/components/evm/evm-tx-page', () => ({
  evmTxMetadata: async () => ({}),
  EvmTxPage: async ({ hash }: { hash: string }) => {
    if (node.down) throw refused();
    return `tx ${hash}`;
  },
}));
vi.mock('@/components/evm/evm-block-list', () => ({
  EvmBlockList: async () => {
    if (node.down) throw refused();
    return 'blocks';
  },
}));

const { NodeUnreachable } = await import('@/components/node-down/node-unreachable');
const { evmEntityRoute } = await import('@/components/evm/evm-chain-route');
const TxRoute = (await import('@/app/evm/[chain]/tx/[hash]/page')).default;
const BlocksRoute = (await import('@/app/evm/[chain]/blocks/page')).default;

const isNodeDown = (out: unknown) => isValidElement(out) && out.type === NodeUnreachable;

describe('EVM pages when the node fails', () => {
  it('a tx page shows the node-down state, not the generic error page', async () => {
    node.down = true;
    expect(isNodeDown(await TxRoute({ params: Promise.resolve({ chain: 'c', hash: '0x1' }) }))).toBe(true);
    node.down = false;
    expect(await TxRoute({ params: Promise.resolve({ chain: 'c', hash: '0x1' }) })).toBe('tx 0x1');
  });

  it('the block list shows the node-down state', async () => {
    node.down = true;
    const props = { params: Promise.resolve({ chain: 'c' }), searchParams: Promise.resolve({}) };
    expect(isNodeDown(await BlocksRoute(props))).toBe(true);
    node.down = false;
    expect(isNodeDown(await BlocksRoute(props))).toBe(false);
  });

  it('lets a bug through instead of calling it a node failure', async () => {
    const route = evmEntityRoute(
      'hash',
      () => ({}),
      async () => {
        throw new TypeError('bug');
      },
    );
    await expect(route.Page({ params: Promise.resolve({ chain: 'c', hash: '0x1' }) })).rejects.toThrow('bug');
  });
});

// Search finds a tx the node no longer serves by id but still knows by status: a P tx it dropped, an X
// tx still processing. Only "Unknown" means no such tx.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const txStatus = {
  X: new Map<string, { status: string; reason?: string }>(),
  P: new Map<string, { status: string; reason?: string }>(),
};

function rpcError(message: string): Error {
  const e = new Error(message);
  e.name = 'RpcError';
  return e;
}

vi.mock('@/lib/node/server-client', () => {
  const chainOf = (c: 'X' | 'P') => ({
    getTx: async () => {
      throw rpcError('not found');
    },
    getTxStatus: async ({ txID }: { txID: string }) => txStatus[c].get(txID) ?? { status: 'Unknown' },
    getBlock: async () => {
      throw rpcError('not found');
    },
    getAssetDescription: async () => {
      throw rpcError('not found');
    },
  });
  const p = chainOf('P');
  const client = {
    avm: chainOf('X'),
    platform: { ...p, getSubnet: p.getBlock, validatedBy: p.getBlock, getL1Validator: p.getBlock },
    avax: { getAtomicTx: p.getBlock },
  };
  return { serverNodeClient: () => client };
});
vi.mock('@/lib/server/follower-config', () => ({ followerConfig: () => ({ enabled: false }) }));

const { serverSearch } = await import('./server-search');

const DROPPED = '2QouvFWUbjuySRxeX5xMbNCuAaKWfbk5FeEa2JmoF85RKLk2dD';
const PROCESSING = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';

describe('server search of txs the node knows only by status', () => {
  beforeEach(() => {
    txStatus.X.clear();
    txStatus.P.clear();
  });

  it('finds a P tx the node dropped, and an X tx still processing', async () => {
    txStatus.P.set(DROPPED, { status: 'Dropped', reason: 'insufficient funds' });
    const dropped = await serverSearch(DROPPED);
    expect(dropped.matches.map((m) => m.kind)).toEqual(['pTx']);
    expect(dropped.matches[0]!.url).toBe(`/p/tx/${DROPPED}`);

    txStatus.X.set(PROCESSING, { status: 'Processing' });
    const processing = await serverSearch(PROCESSING);
    expect(processing.matches.map((m) => m.kind)).toEqual(['xTx']);
  });

  it('finds nothing for a tx the node has never seen', async () => {
    const unknown = await serverSearch(DROPPED);
    expect(unknown.matches).toEqual([]);
    expect(unknown.nodeFailure).toBeNull();
  });
});

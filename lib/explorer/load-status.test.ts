// A tx page's status is the node's getTxStatus: an X tx still processing is not shown as Accepted,
// and a dropped P tx keeps the node's reason.
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { avmTxId, encodeAvmTx, signAvmTx } from '@/lib/codec/avm';
import { idToString } from '@/lib/codec/ids';
import { AVM_SAMPLES } from '@/lib/codec/testing/avm-fixtures';
import { formatBytes } from '@/lib/codec/encoding';
import { EWOQ_KEY } from '@/lib/codec/testing/fixtures';
import { RpcError } from '@/lib/rpc/errors';

const node = {
  avm: { getTx: vi.fn(), getTxStatus: vi.fn() },
  platform: { getTx: vi.fn(), getTxStatus: vi.fn() },
};
vi.mock('@/lib/node/server-client', () => ({ serverNodeClient: () => node }));
vi.mock('./network', () => ({
  networkInfo: async () => ({ ctx: { hrp: 'local', chainAliases: {} } }),
}));
const { loadTx, loadTxStatus } = await import('./load');

const bytes = encodeAvmTx(signAvmTx(AVM_SAMPLES.BaseTx, [[EWOQ_KEY], [EWOQ_KEY]]));
const hex = formatBytes(bytes, 'hex');
const TX_ID = idToString(avmTxId(bytes));

beforeEach(() => {
  for (const api of [node.avm, node.platform]) for (const f of Object.values(api)) f.mockReset();
});

describe('tx status on the tx pages', () => {
  it('shows an X tx the node still processes as Processing, not Accepted', async () => {
    node.avm.getTx.mockResolvedValue({ tx: hex, encoding: 'hex' });
    node.avm.getTxStatus.mockResolvedValue({ status: 'Processing' });
    expect((await loadTx('X', TX_ID))?.status).toBe('Processing');
  });

  it('falls back to Accepted only for a node that does not answer getTxStatus (its getTx serves accepted txs)', async () => {
    node.avm.getTx.mockResolvedValue({ tx: hex, encoding: 'hex' });
    node.avm.getTxStatus.mockRejectedValue(new Error('method not found'));
    expect((await loadTx('X', TX_ID))?.status).toBe('Accepted');
  });

  it('keeps a dropped P tx’s reason, even when getTx has no body for it', async () => {
    node.platform.getTx.mockRejectedValue(new RpcError('platform.getTx', -32000, 'not found', null));
    node.platform.getTxStatus.mockResolvedValue({ status: 'Dropped', reason: 'failed to verify: insufficient funds' });
    expect(await loadTx('P', TX_ID)).toBeNull();
    expect(await loadTxStatus('P', TX_ID)).toEqual({
      status: 'Dropped',
      reason: 'failed to verify: insufficient funds',
    });
  });
});

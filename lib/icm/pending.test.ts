// Why a message is pending, on a node without the Warp API (many nodes leave `warp` out of their
// eth-apis): the weights are still worked out from the P-chain, and who signed is said to be unknown,
// with the node's own reasons, rather than failing or guessing.
import { describe, expect, it } from 'vitest';
import type { NodeClient } from '@/lib/client';
import { RpcError } from '@/lib/rpc/errors';
import { explainPending } from './pending';

const KEY = `0x${'ab'.repeat(48)}`;
const notServed = (method: string) => async () => {
  throw new RpcError(method, -32601, `the method ${method} does not exist/is not available`, null);
};

function nodeWithoutWarp(asked: string[]): NodeClient {
  const ask =
    <T>(method: string, answer: () => Promise<T>) =>
    async () => {
      asked.push(method);
      return answer();
    };
  return {
    platform: {
      validatedBy: async () => ({ subnetID: 'SubnetSource' }),
      getHeight: async () => ({ height: 90n }),
      getValidatorsAt: async () => ({
        validators: {
          'NodeID-A': { weight: 40n, publicKey: KEY },
          'NodeID-B': { weight: 30n, publicKey: KEY },
          // No BLS key: cannot sign.
          'NodeID-C': { weight: 30n },
        },
      }),
      getCurrentValidators: async () => ({ validators: [] }),
    },
    proposervm: { getProposedHeight: async () => ({ height: 88n }) },
    eth: {
      warp_getMessageAggregateSignature: ask(
        'warp_getMessageAggregateSignature',
        notServed('warp_getMessageAggregateSignature'),
      ),
      warp_getMessageSignature: ask('warp_getMessageSignature', notServed('warp_getMessageSignature')),
    },
    info: { getNodeID: ask('info.getNodeID', async () => ({ nodeID: 'NodeID-A' })) },
  } as unknown as NodeClient;
}

describe('why a message is pending, on a node without the Warp API', () => {
  it('still weighs the set against the quorum, and says who signed cannot be told, and why', async () => {
    const asked: string[] = [];
    const r = await explainPending(
      nodeWithoutWarp(asked),
      { sourceChain: 'SourceChain', destChain: null, warpID: '2Z4UT3SHoD1a6xDmqVQ6HRZJtiyPJGWP1BU7fqPsmo2P5Scmtf' },
      null,
    );
    // Both Warp calls were tried; the node's id was not asked, since it gave no signature.
    expect(asked).toEqual(['warp_getMessageAggregateSignature', 'warp_getMessageSignature']);
    expect(r.signatureNotes).toHaveLength(2);
    expect(r.signatureNotes[0]).toMatch(/^no aggregate signature from the node: .*does not exist\/is not available/);
    expect(r.signatureNotes[1]).toMatch(/^this node gives no signature of it: .*warp_getMessageSignature/);
    // Who signed is unknown (null), never "no".
    expect(r.signed).toBeNull();
    expect(r.members.map((m) => [m.nodeID, m.signed])).toEqual([
      ['NodeID-A', null],
      ['NodeID-B', null],
      ['NodeID-C', null],
    ]);
    // The weights hold without it: 70 of 100 can sign, 67 needed.
    expect([r.total, r.canSign, r.needed, r.reachable]).toEqual([100n, 70n, 67n, true]);
    expect(r.pChainHeight).toBe('88');
    expect(r.reasons.map((x) => x.kind)).toContain('no-bls-key');
  });
});

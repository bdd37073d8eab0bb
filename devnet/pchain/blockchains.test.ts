import { afterEach, describe, expect, it } from 'vitest';
import { createRng } from '@/devnet/core/rng';
import { createPActivity } from '@/devnet/activity/p-activity';
import { EWOQ_PRIVATE_KEY } from '@/devnet/genesis/constants';
import { formatBytes } from '@/lib/codec/encoding';
import { idToString } from '@/lib/codec/ids';
import type { CreatedBlockchain } from './index';
import { walletFee } from './params';
import { type PFixture, call, pFixture } from './test-helpers';
import { signPTx } from './txs';
import { avaxOut, baseFields, keyOf, ownerOf, selectUtxos } from './wallet';

const fixtures: PFixture[] = [];
afterEach(() => {
  for (const f of fixtures.splice(0)) f.ctx.db.close();
});
const ewoq = keyOf(EWOQ_PRIVATE_KEY);

async function createChain(f: PFixture, subnetID: Uint8Array, vmID: Uint8Array, signer = ewoq.priv): Promise<string> {
  const spend = selectUtxos(f.p.state, ewoq, 0n, walletFee('CreateChainTx', false), f.p.chainTime());
  const tx = signPTx(
    {
      kind: 'CreateChainTx',
      base: baseFields(12345, spend.ins, [avaxOut(spend.change, ownerOf(ewoq.addr))]),
      subnetID,
      chainName: 'othervm',
      vmID,
      fxIDs: [],
      genesisData: new TextEncoder().encode('not json'),
      subnetAuth: { sigIndices: [0] },
    },
    [...spend.signers, [signer]],
  );
  return ((await call(f.p, 'platform.issueTx', { tx: formatBytes(tx.bytes) })) as { txID: string }).txID;
}

describe('subnet-evm blockchains for the EVM module', () => {
  it('lists the existing subnet-evm chains with their EVM chain ids, not X or C', async () => {
    const f = pFixture({ validators: 4, delegators: 4 });
    fixtures.push(f);
    const chains = f.p.subnetEvmChains();
    expect(chains.map((c) => [c.name, c.evmChainId])).toEqual([
      ['snowlinepermissioned', 99001],
      ['snowlinel1', 99002],
    ]);
    const listed = ((await call(f.p, 'platform.getBlockchains')) as { blockchains: { id: string; subnetID: string }[] })
      .blockchains;
    for (const c of chains) {
      expect(c.subnetEvm).toBe(true);
      expect(c.blockchainIDStr).toBe(idToString(c.blockchainID));
      expect(listed.find((b) => b.id === c.blockchainIDStr)?.subnetID).toBe(idToString(c.subnetID));
    }
  });

  it('announces each new blockchain once, after it is committed, until unsubscribed', async () => {
    const f = pFixture({ validators: 4, delegators: 4 });
    fixtures.push(f);
    const seen: { chain: CreatedBlockchain; visible: boolean }[] = [];
    const stop = f.p.onBlockchainCreated((chain) => {
      const status = f.p.handlers.handlers.getBlockchainStatus({ blockchainID: chain.blockchainIDStr });
      seen.push({ chain, visible: status.status !== 'Unknown' });
    });
    const subnetChain = createPActivity(f.ctx, { pchain: f.p }).find((s) => s.name === 'p-subnet-chain')!;
    expect(await subnetChain.step(createRng(3))).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      visible: true,
      chain: { name: 'snowlinechain0', subnetEvm: true, evmChainId: 99100 },
    });
    expect(f.p.subnetEvmChains().map((c) => c.blockchainIDStr)).toContain(seen[0]!.chain.blockchainIDStr);

    // Another VM: announced, but not a subnet-evm chain and without an EVM chain id.
    const subnetID = seen[0]!.chain.subnetID;
    await createChain(f, subnetID, new Uint8Array(32).fill(3));
    expect(seen).toHaveLength(2);
    expect(seen[1]!.chain).toMatchObject({ name: 'othervm', subnetEvm: false });
    expect(seen[1]!.chain.evmChainId).toBeUndefined();
    expect(f.p.subnetEvmChains()).toHaveLength(3);

    // A refused CreateChainTx announces nothing; after unsubscribing nothing is announced.
    await expect(createChain(f, subnetID, new Uint8Array(32).fill(4), new Uint8Array(32).fill(9))).rejects.toThrow(
      /unauthorized/,
    );
    stop();
    await createChain(f, subnetID, new Uint8Array(32).fill(5));
    expect(seen).toHaveLength(2);
  });
});

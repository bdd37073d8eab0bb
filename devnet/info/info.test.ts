import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMethod } from '@/lib/registry';
import { info } from '@/lib/registry/info';
import { decodeWireParams } from '@/lib/registry/wire-params';
import { blsVerifyProofOfPossession } from '@/lib/codec/bls';
import { parseBytes } from '@/lib/codec/encoding';
import { X_CHAIN_ID_STR } from '@/devnet/genesis/constants';
import type { ServiceImplementation } from '@/devnet/server/implement';
import { AliasTable } from '@/devnet/core/aliases';
import { type PFixture, pFixture } from '@/devnet/pchain/test-helpers';
import { createInfoService } from './index';

let f: PFixture;
let svc: ServiceImplementation;
beforeAll(() => {
  f = pFixture({ validators: 20, delegators: 10 });
  svc = createInfoService(f.ctx, { pchain: f.p, lookupChain: new AliasTable().resolveChainID });
});
afterAll(() => f.ctx.db.close());

async function rpc(method: string, params: Record<string, unknown> = {}) {
  const def = findMethod(method)!;
  const raw = await svc.methods.get(method)!.run(decodeWireParams(def, params), { path: '/ext/info' });
  return { raw: raw as any, parsed: def.result.parse(raw) as any };
}

describe('info service', () => {
  it('serves every info method in the registry, each parsing with its result schema', async () => {
    const params: Record<string, Record<string, unknown>> = {
      'info.getBlockchainID': { alias: 'X' },
      'info.isBootstrapped': { chain: 'P' },
    };
    for (const def of Object.values(info)) {
      await expect(rpc(def.method, params[def.method] ?? {}), def.method).resolves.toBeDefined();
    }
  });

  it('reports the local network and its fees', async () => {
    expect((await rpc('info.getNetworkID')).raw).toEqual({ networkID: '12345' });
    expect((await rpc('info.getNetworkName')).raw).toEqual({ networkName: 'local' });
    expect((await rpc('info.getBlockchainID', { alias: 'X' })).raw.blockchainID).toBe(X_CHAIN_ID_STR);
    await expect(rpc('info.getBlockchainID', { alias: 'Q' })).rejects.toThrow(/no chain/);
    await expect(rpc('info.isBootstrapped', { chain: 'nope' })).rejects.toThrow(/no chain/);
    const fee = (await rpc('info.getTxFee')).raw;
    expect(fee.txFee).toBe('1000000');
    expect(fee.createSubnetTxFee).toBe('100000000');
    expect(fee.addPrimaryNetworkValidatorFee).toBe('0');
  });

  it('getNodeID carries a real BLS proof of possession of this node', async () => {
    const { nodeID, nodePOP } = (await rpc('info.getNodeID')).raw;
    expect(nodeID).toBe('NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg');
    const pk = parseBytes(nodePOP.publicKey, 'hexnc');
    const pop = parseBytes(nodePOP.proofOfPossession, 'hexnc');
    expect(pk).toHaveLength(48);
    expect(pop).toHaveLength(96);
    expect(blsVerifyProofOfPossession(pk, pop)).toBe(true);
  });

  it('peers are connected validators with several versions, and change over time', async () => {
    const a = (await rpc('info.peers')).parsed;
    expect(a.peers.length).toBeGreaterThan(5);
    expect(Number(a.numPeers)).toBe(a.peers.length);
    expect(new Set(a.peers.map((p: any) => p.version)).size).toBeGreaterThan(1);
    const one = (await rpc('info.peers', { nodeIDs: [a.peers[0].nodeID] })).parsed;
    expect(one.peers).toHaveLength(1);
    f.clock.advance(60_000);
    const b = (await rpc('info.peers', { nodeIDs: [a.peers[0].nodeID] })).parsed;
    expect(b.peers[0].lastReceived).not.toBe(a.peers[0].lastReceived);
  });

  it('uptime and acps are stake-weighted', async () => {
    const u = (await rpc('info.uptime')).raw;
    expect(u.weightedAveragePercentage).toMatch(/^\d+\.\d{4}$/);
    expect(Number(u.weightedAveragePercentage)).toBeGreaterThan(80);
    const acps = (await rpc('info.acps')).parsed.acps;
    const first = Object.values(acps)[0] as any;
    expect(first.supportWeight + first.objectWeight + first.abstainWeight).toBeGreaterThan(0n);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMethod } from '@/lib/registry';
import { decodeWireParams } from '@/lib/registry/wire-params';
import { platform } from '@/lib/registry/platform';
import { AVAX_ASSET_ID_STR, EWOQ_ADDRESS, EWOQ_PRIVATE_KEY, PRIMARY_NETWORK_ID } from '@/devnet/genesis/constants';
import { formatAddress } from '@/lib/codec/address';
import { formatBytes } from '@/lib/codec/encoding';
import { idToString, nodeIdToString } from '@/lib/codec/ids';
import { blsVerifyProofOfPossession } from '@/lib/codec/bls';
import { type PFixture, call, pFixture } from './test-helpers';

const EWOQ_P = formatAddress('P', 'local', EWOQ_ADDRESS);

/** Calls through the registry like the server: wire params decoded, result parsed by the result schema. */
async function rpc(f: PFixture, method: string, params: Record<string, unknown> = {}) {
  const def = findMethod(method);
  if (!def) throw new Error(`not in registry: ${method}`);
  const raw = await call(f.p, method, decodeWireParams(def, params));
  return { raw: raw as Record<string, any>, parsed: def.result.parse(raw) as any };
}

let f: PFixture;
beforeAll(() => {
  f = pFixture({ validators: 8, delegators: 20 });
});

describe('platform read methods', () => {
  it('serves every non-keystore platform method in the registry', () => {
    const names = Object.values(platform)
      .filter((d) => !d.removedIn || d.method === 'platform.getPendingValidators')
      .map((d) => d.method.slice('platform.'.length));
    for (const n of names) expect((f.p.handlers.handlers as Record<string, unknown>)[n], n).toBeTypeOf('function');
  });

  it('getHeight, getTimestamp, getCurrentSupply, getMinStake, getStakingAssetID', async () => {
    expect((await rpc(f, 'platform.getHeight')).raw.height).toMatch(/^\d+$/);
    expect((await rpc(f, 'platform.getTimestamp')).raw.timestamp).toBe('2026-01-01T00:00:00Z');
    const supply = (await rpc(f, 'platform.getCurrentSupply')).parsed.supply;
    expect(supply).toBeGreaterThan(360_000_000_000_000_000n);
    expect((await rpc(f, 'platform.getMinStake')).raw).toEqual({
      minValidatorStake: '2000000000000',
      minDelegatorStake: '25000000000',
    });
    expect((await rpc(f, 'platform.getStakingAssetID')).raw.assetID).toBe(AVAX_ASSET_ID_STR);
  });

  it('getCurrentValidators follows the presence rules for the primary network', async () => {
    const { raw, parsed } = await rpc(f, 'platform.getCurrentValidators');
    expect(parsed.validators.length).toBeGreaterThanOrEqual(10);
    for (const v of raw.validators) {
      expect(v.stakeAmount).toMatch(/^\d+$/);
      expect(v.weight).toBeUndefined();
      expect(v.uptime).toMatch(/^\d+\.\d{4}$/);
      expect(v.delegationFee).toMatch(/^\d+\.\d{4}$/);
      expect(typeof v.connected).toBe('boolean');
      expect(v.delegators).toBeUndefined();
    }
    // Genesis stakers other than this node registered no BLS key: no signer member at all.
    const noSigner = raw.validators.filter((v: any) => !('signer' in v));
    expect(noSigner.length).toBe(4);
    const withSigner = raw.validators.find((v: any) => v.signer);
    expect(withSigner.signer.publicKey).toMatch(/^0x[0-9a-f]{96}$/);
    expect(withSigner.signer.proofOfPossession).toMatch(/^0x[0-9a-f]{192}$/);
  });

  it('lists delegators only when nodeIDs names exactly one node', async () => {
    const all = (await rpc(f, 'platform.getCurrentValidators')).raw.validators as any[];
    const busy = all.find((v) => Number(v.delegatorCount) > 0);
    expect(busy).toBeDefined();
    const one = (await rpc(f, 'platform.getCurrentValidators', { nodeIDs: [busy.nodeID] })).raw.validators;
    expect(one).toHaveLength(1);
    expect(one[0].delegators).toHaveLength(Number(busy.delegatorCount));
    expect(one[0].delegators[0]).toMatchObject({ nodeID: busy.nodeID, stakeAmount: expect.stringMatching(/^\d+$/) });
    const two = (await rpc(f, 'platform.getCurrentValidators', { nodeIDs: [busy.nodeID, all[0].nodeID] })).raw
      .validators;
    for (const v of two) expect(v.delegators).toBeUndefined();
  });

  it('omits staking fields for a permissioned subnet and serves an L1', async () => {
    const subnets = (await rpc(f, 'platform.getSubnets')).raw.subnets as any[];
    const permissioned = subnets.find((s) => s.controlKeys.length > 0);
    const l1 = subnets.find((s) => s.id !== idToString(PRIMARY_NETWORK_ID) && s.controlKeys.length === 0);
    const pv = (await rpc(f, 'platform.getCurrentValidators', { subnetID: permissioned.id })).raw.validators as any[];
    expect(pv.length).toBeGreaterThan(0);
    for (const v of pv) {
      expect(v.weight).toMatch(/^\d+$/);
      for (const k of [
        'stakeAmount',
        'potentialReward',
        'delegationFee',
        'uptime',
        'validationRewardOwner',
        'delegatorCount',
        'delegators',
      ]) {
        expect(v[k], k).toBeUndefined();
      }
    }
    const sub = (await rpc(f, 'platform.getSubnet', { subnetID: permissioned.id })).raw;
    expect(sub).toMatchObject({ isPermissioned: true, controlKeys: [EWOQ_P], threshold: '1' });
    const l1v = (await rpc(f, 'platform.getCurrentValidators', { subnetID: l1.id })).parsed.validators;
    expect(l1v).toHaveLength(3);
    const conv = (await rpc(f, 'platform.getSubnet', { subnetID: l1.id })).raw;
    expect(conv).toMatchObject({ isPermissioned: false, controlKeys: [], threshold: '0' });
    const vdr = (
      await rpc(f, 'platform.getL1Validator', {
        validationID: (await rpc(f, 'platform.getCurrentValidators', { subnetID: l1.id })).raw.validators[0]
          .validationID,
      })
    ).parsed;
    expect(vdr.subnetID).toBe(l1.id);
    const chains = (await rpc(f, 'platform.validates', { subnetID: l1.id })).raw.blockchainIDs;
    expect(chains).toHaveLength(1);
    expect((await rpc(f, 'platform.validatedBy', { blockchainID: chains[0] })).raw.subnetID).toBe(l1.id);
    expect((await rpc(f, 'platform.getBlockchainStatus', { blockchainID: chains[0] })).raw.status).toBe('Created');
    expect((await rpc(f, 'platform.getBlockchainStatus', { blockchainID: 'X' })).raw.status).toBe('Validating');
    expect((await rpc(f, 'platform.getTotalStake', { subnetID: permissioned.id })).raw.stake).toBeUndefined();
  });

  it('getSubnet fails when subnetID is omitted', async () => {
    await expect(rpc(f, 'platform.getSubnet')).rejects.toThrow(/subnetID/);
  });

  it('getBalance reports map and scalar members; getUTXOs pages', async () => {
    const bal = await rpc(f, 'platform.getBalance', { addresses: [EWOQ_P] });
    expect(bal.raw.balances[AVAX_ASSET_ID_STR]).toBe(bal.raw.balance);
    expect(BigInt(bal.raw.unlocked)).toBeGreaterThan(0n);
    const first = await rpc(f, 'platform.getUTXOs', { addresses: [EWOQ_P], limit: 1 });
    expect(first.raw.numFetched).toBe('1');
    const rest = await rpc(f, 'platform.getUTXOs', { addresses: [EWOQ_P], startIndex: first.raw.endIndex });
    expect(rest.raw.utxos).not.toContain(first.raw.utxos[0]);
    expect(Number(rest.raw.numFetched) + 1).toBe(bal.raw.utxoIDs.length);
  });

  it('getTx and getBlock in hex and json; getTxStatus Committed and Unknown', async () => {
    const blk = await rpc(f, 'platform.getBlockByHeight', { height: 1, encoding: 'json' });
    const tx = blk.raw.block.txs[0];
    expect(tx.unsignedTx.networkID).toBe(12345);
    const hex = await rpc(f, 'platform.getTx', { txID: tx.id });
    expect(hex.raw.tx).toMatch(/^0x/);
    const byId = await rpc(f, 'platform.getBlock', { blockID: blk.raw.block.id });
    expect(byId.raw.encoding).toBe('hex');
    expect((await rpc(f, 'platform.getTxStatus', { txID: tx.id })).raw).toEqual({ status: 'Committed' });
    expect((await rpc(f, 'platform.getTxStatus', { txID: idToString(new Uint8Array(32).fill(7)) })).raw).toEqual({
      status: 'Unknown',
    });
    await expect(rpc(f, 'platform.getTx', { txID: tx.id, encoding: 'base64' })).rejects.toThrow('invalid encoding');
  });

  it('getValidatorsAt answers for past heights and rejects future ones', async () => {
    const now = (await rpc(f, 'platform.getValidatorsAt', { height: String(f.p.height()) })).parsed.validators;
    const genesis = (await rpc(f, 'platform.getValidatorsAt', { height: '0' })).parsed.validators;
    expect(Object.keys(genesis)).toHaveLength(5);
    expect(Object.keys(now).length).toBeGreaterThan(5);
    await expect(rpc(f, 'platform.getValidatorsAt', { height: String(f.p.height() + 10n) })).rejects.toThrow(/height/);
  });

  it('every remaining method parses with its registry result schema', async () => {
    const node = nodeIdToString(f.p.node.nodeID);
    const calls: [string, Record<string, unknown>][] = [
      ['platform.getProposedHeight', {}],
      ['platform.getPendingValidators', {}],
      ['platform.getStake', { addresses: [EWOQ_P], validatorsOnly: false }],
      ['platform.getTotalStake', {}],
      ['platform.sampleValidators', { size: 3 }],
      ['platform.getBlockchains', {}],
      [
        'platform.getMaxStakeAmount',
        { nodeID: node, startTime: String(f.p.chainTime() + 10n), endTime: String(f.p.chainTime() + 1000n) },
      ],
      ['platform.getAllValidatorsAt', { height: '1' }],
      ['platform.getFeeConfig', {}],
      ['platform.getFeeState', {}],
      ['platform.getValidatorFeeConfig', {}],
      ['platform.getValidatorFeeState', {}],
      ['platform.getRewardUTXOs', { txID: idToString(new Uint8Array(32)) }],
    ];
    for (const [m, params] of calls) await expect(rpc(f, m, params), m).resolves.toBeDefined();
    const sample = (await rpc(f, 'platform.sampleValidators', { size: 3 })).raw.validators;
    expect(new Set(sample).size).toBe(3);
    expect((await rpc(f, 'platform.getBlockchains')).raw.blockchains.map((b: any) => b.name)).toEqual(
      expect.arrayContaining(['X-Chain', 'C-Chain']),
    );
  });
});

describe('this node identity', () => {
  it('has a real BLS proof of possession', () => {
    expect(blsVerifyProofOfPossession(f.p.node.blsPublicKey, f.p.node.blsProofOfPossession)).toBe(true);
    expect(formatBytes(f.p.node.blsPublicKey, 'hexnc')).toHaveLength(2 + 96);
    void EWOQ_PRIVATE_KEY;
  });
});

afterAll(() => f.ctx.db.close());

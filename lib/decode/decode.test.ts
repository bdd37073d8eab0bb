import { describe, expect, it } from 'vitest';
import { AVM_SAMPLES } from '@/lib/codec/testing/avm-fixtures';
import { PVM_LEGACY_SAMPLES, PVM_SAMPLES } from '@/lib/codec/testing/pvm-fixtures';
import {
  AVAX_ASSET_ID_STRING,
  C_CHAIN_ID,
  C_CHAIN_ID_STRING,
  X_CHAIN_ID,
  X_CHAIN_ID_STRING,
} from '@/lib/codec/testing/fixtures';
import { CodecWriter, encodeAvmBlock, encodeAvmTx, encodePvmTx } from '@/lib/codec';
import type { PvmUnsignedTx } from '@/lib/codec/pvm';
import { decodeXBlock, decodeXTx } from './avm';
import { bytesView } from './bytes';
import { decodeContainer } from './container';
import type { DecodeContext } from './model';
import { decodePTx } from './pvm';

const ctx: DecodeContext = {
  hrp: 'local',
  chainAliases: { [X_CHAIN_ID_STRING]: 'X', [C_CHAIN_ID_STRING]: 'C', '11111111111111111111111111111111LpoYY': 'P' },
};
const EWOQ_X = 'X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';

function xTx(kind: keyof typeof AVM_SAMPLES) {
  const u = AVM_SAMPLES[kind];
  return encodeAvmTx({ unsigned: u, credentials: [] });
}

describe('X-chain tx decoding', () => {
  it('shows amounts, owners, memo and the burned fee of a BaseTx', () => {
    const tx = decodeXTx(xTx('BaseTx'), ctx);
    expect(tx.type).toBe('BaseTx');
    expect(tx.outputs.map((o) => [o.outputIndex, o.amount])).toEqual([
      [0, 1_000n],
      [1, 2_000n],
    ]);
    expect(tx.outputs[0]!.owners).toEqual({ addresses: [EWOQ_X], threshold: 1, locktime: 0n });
    expect(tx.outputs[1]!.owners.threshold).toBe(2);
    expect(tx.outputs[1]!.owners.locktime).toBe(7n);
    expect(tx.inputs.map((i) => [i.outputIndex, i.amount])).toEqual([
      [0, 4_000_000n],
      [3, 5n],
    ]);
    expect(tx.memo).toEqual({ hex: '0x736e6f776c696e65', text: 'snowline', length: 8 });
    expect(tx.burned).toEqual({ [AVAX_ASSET_ID_STRING]: 4_000_005n - 3_000n });
  });

  it('numbers exported outputs after the base outputs and names them on the destination chain', () => {
    const tx = decodeXTx(xTx('ExportTx'), ctx);
    expect(tx.destinationChain).toEqual({ id: C_CHAIN_ID_STRING, alias: 'C' });
    expect(tx.exportedOutputs).toHaveLength(1);
    expect(tx.exportedOutputs[0]!.outputIndex).toBe(1);
    expect(tx.exportedOutputs[0]!.owners.addresses).toEqual(['C-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u']);
  });

  it('shows an ImportTx source and the atomic UTXOs it spends', () => {
    const tx = decodeXTx(xTx('ImportTx'), ctx);
    expect(tx.sourceChain?.alias).toBe('C');
    expect(tx.importedInputs.map((i) => i.amount)).toEqual([10_000n]);
  });

  it('numbers the initial state of a CreateAssetTx after its base outputs', () => {
    const tx = decodeXTx(xTx('CreateAssetTx'), ctx);
    expect(tx.createdAsset).toMatchObject({ name: 'Snow Token', symbol: 'SNOW', denomination: 9 });
    const init = tx.createdAsset!.initialOutputs;
    expect(init.map((o) => [o.outputIndex, o.kind, o.assetID === tx.id])).toEqual([
      [1, 'secp256k1fx.TransferOutput', true],
      [2, 'secp256k1fx.MintOutput', true],
      [3, 'nftfx.MintOutput', true],
      [4, 'propertyfx.MintOutput', true],
    ]);
  });

  it('lists the operations of mints and NFT transfers with their new outputs and payloads', () => {
    const tx = decodeXTx(xTx('OperationTx'), ctx);
    expect(tx.operations.map((o) => [o.kind, o.outputs.length])).toEqual([
      ['secp256k1fx.MintOperation', 2],
      ['nftfx.MintOperation', 1],
      ['nftfx.TransferOperation', 1],
    ]);
    expect(tx.operations[0]!.outputs[1]!.amount).toBe(500n);
    expect(tx.operations[1]!.payload?.hex).toBe('0x010203');
    expect(tx.operations.flatMap((o) => o.outputs.map((x) => x.outputIndex))).toEqual([0, 1, 2, 3]);
    expect(tx.operations[2]!.utxos).toEqual([{ txID: expect.any(String), outputIndex: 2 }]);
  });

  it('decodes a signed tx inside a block with the same id as on its own', () => {
    const signed = {
      unsigned: AVM_SAMPLES.BaseTx,
      credentials: [{ kind: 'secp256k1fx.Credential' as const, sigs: [new Uint8Array(65).fill(7)] }],
    };
    const alone = decodeXTx(encodeAvmTx(signed), ctx);
    const block = decodeXBlock(
      encodeAvmBlock({
        parentID: new Uint8Array(32),
        height: 7n,
        time: 1_700_000_000n,
        merkleRoot: new Uint8Array(32),
        txs: [signed],
      }),
      ctx,
    );
    expect(block.height).toBe(7n);
    expect(block.txs[0]!.id).toBe(alone.id);
    expect(block.txs[0]!.credentials).toHaveLength(1);
  });
});

describe('P-chain tx decoding', () => {
  it('covers every sample tx type with its specific fields', () => {
    for (const u of PVM_SAMPLES) {
      const tx = decodePTx(encodePvmTx({ unsigned: u, credentials: [] }), ctx);
      expect(tx.type).toBe(u.kind);
    }
  });

  it('shows a permissionless validator with node, times, stake, reward owners and fee', () => {
    const u = PVM_SAMPLES.find((s) => s.kind === 'AddPermissionlessValidatorTx')!;
    const tx = decodePTx(encodePvmTx({ unsigned: u, credentials: [] }), ctx);
    const byLabel = Object.fromEntries(tx.fields.map((f) => [f.label, f.value]));
    expect(byLabel.Node).toEqual({ kind: 'node', nodeID: 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg' });
    expect(byLabel.Start).toEqual({ kind: 'time', unixSeconds: 1_721_016_000n });
    expect(byLabel['Validation rewards owner']).toMatchObject({ kind: 'owners' });
    expect(byLabel['Delegation fee']?.kind).toBe('percent');
    expect(tx.stakeOutputs.length).toBeGreaterThan(0);
    expect(tx.stakeOutputs.every((o) => o.outputIndex === null)).toBe(true);
    expect(tx.outputs[0]!.owners.addresses[0]).toMatch(/^P-local1/);
  });

  it('shows a Primary Network weight as the stake in AVAX, a subnet validator’s as a plain number', () => {
    const weightOf = (u: (typeof PVM_SAMPLES)[number]) =>
      decodePTx(encodePvmTx({ unsigned: u, credentials: [] }), ctx).fields.find((f) => f.label === 'Weight')!.value;
    for (const kind of ['AddValidatorTx', 'AddDelegatorTx'] as const) {
      const u = PVM_LEGACY_SAMPLES.find((s) => s.kind === kind)!;
      if (u.kind !== kind) throw new Error('fixture');
      expect(weightOf(u)).toEqual({ kind: 'amount', value: u.validator.weight, assetID: '' });
    }
    const sub = PVM_SAMPLES.find((s) => s.kind === 'AddSubnetValidatorTx')!;
    if (sub.kind !== 'AddSubnetValidatorTx') throw new Error('fixture');
    expect(weightOf(sub)).toEqual({ kind: 'number', value: sub.validator.weight });
    const perm = PVM_SAMPLES.find((s) => s.kind === 'AddPermissionlessValidatorTx')!;
    if (perm.kind !== 'AddPermissionlessValidatorTx') throw new Error('fixture');
    const onPrimary = { ...perm, subnetID: new Uint8Array(32) };
    expect(weightOf(onPrimary)).toMatchObject({ kind: 'amount', assetID: '' });
    const onSubnet = { ...perm, subnetID: new Uint8Array(32).fill(7) };
    expect(weightOf(onSubnet)).toMatchObject({ kind: 'number' });
  });

  it('names an export’s owners on the destination chain, X included', () => {
    const u = PVM_SAMPLES.find((s) => s.kind === 'ExportTx')!;
    if (u.kind !== 'ExportTx') throw new Error('fixture');
    for (const [dest, prefix] of [
      [X_CHAIN_ID, 'X-local1'],
      [C_CHAIN_ID, 'C-local1'],
    ] as const) {
      const tx = decodePTx(encodePvmTx({ unsigned: { ...u, destinationChain: dest }, credentials: [] }), ctx);
      expect(tx.exportedOutputs[0]!.owners.addresses[0]!.startsWith(prefix)).toBe(true);
    }
  });

  it('links a reward tx to the staking tx it rewards', () => {
    const tx = decodePTx(
      encodePvmTx({ unsigned: { kind: 'RewardValidatorTx', txID: new Uint8Array(32).fill(0x77) }, credentials: [] }),
      ctx,
    );
    expect(tx.fields[0]).toMatchObject({ label: 'Staking tx rewarded', value: { kind: 'tx', chain: 'P' } });
  });

  it('shows Helicon’s auto-renewed validator, its config change and its reward, every field', () => {
    const v = PVM_SAMPLES.find((s) => s.kind === 'AddPermissionlessValidatorTx')!;
    if (v.kind !== 'AddPermissionlessValidatorTx') throw new Error('fixture');
    const stakerTxID = new Uint8Array(32).fill(0x42);
    const fields = (unsigned: PvmUnsignedTx) => {
      const tx = decodePTx(encodePvmTx({ unsigned, credentials: [] }), ctx);
      return { tx, byLabel: Object.fromEntries(tx.fields.map((f) => [f.label, f.value])) };
    };
    const add = fields({
      kind: 'AddAutoRenewedValidatorTx',
      base: v.base,
      nodeID: v.validator.nodeID,
      signer: v.signer,
      stakeOuts: v.stakeOuts,
      validatorRewardsOwner: v.validatorRewardsOwner,
      delegatorRewardsOwner: v.delegatorRewardsOwner,
      validatorAuthority: v.validatorRewardsOwner,
      delegationShares: 20_000,
      autoCompoundRewardShares: 300_000,
      period: 172_800n,
    });
    expect(add.tx.type).toBe('AddAutoRenewedValidatorTx');
    expect(add.byLabel.Node).toEqual({ kind: 'node', nodeID: 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg' });
    expect(add.byLabel['Cycle period']).toEqual({ kind: 'duration', seconds: 172_800n });
    expect(add.byLabel['Rewards restaked']).toEqual({ kind: 'percent', value: 30 });
    expect(add.byLabel['Delegation fee']).toEqual({ kind: 'percent', value: 2 });
    // The stake in AVAX (the network's asset: no asset id), the sum of the stake outputs.
    expect(add.byLabel.Stake).toEqual({ kind: 'amount', value: v.validator.weight, assetID: '' });
    expect(add.byLabel['Validator authority']).toMatchObject({ kind: 'owners' });
    expect(add.byLabel['BLS public key']?.kind).toBe('hex');
    expect(add.tx.stakeOutputs.length).toBe(v.stakeOuts.length);

    const set = fields({
      kind: 'SetAutoRenewedValidatorConfigTx',
      base: v.base,
      txID: stakerTxID,
      auth: { sigIndices: [0] },
      autoCompoundRewardShares: 1_000_000,
      period: 0n,
    });
    expect(set.byLabel['Auto-renewed validator']).toMatchObject({ kind: 'tx', chain: 'P' });
    expect(set.byLabel['Next period']).toMatchObject({ kind: 'text', value: expect.stringMatching(/stops/) });
    expect(set.byLabel['Rewards restaked']).toEqual({ kind: 'percent', value: 100 });

    const reward = fields({ kind: 'RewardAutoRenewedValidatorTx', txID: stakerTxID, timestamp: 1_795_842_987n });
    expect(reward.byLabel['Staking tx rewarded']).toMatchObject({ kind: 'tx', chain: 'P' });
    expect(reward.byLabel['Cycle ended']).toEqual({ kind: 'time', unixSeconds: 1_795_842_987n });
  });
});

describe('untrusted bytes', () => {
  it('shows printable UTF-8 as text and anything else as hex only', () => {
    expect(bytesView(new TextEncoder().encode('héllo\nworld')).text).toBe('héllo\nworld');
    expect(bytesView(Uint8Array.of(0xff, 0xfe)).text).toBeNull();
    expect(bytesView(Uint8Array.of(0x1b, 0x5b, 0x33, 0x31, 0x6d)).text).toBeNull(); // terminal escape
    expect(bytesView(new TextEncoder().encode('abc\u202Efdp.exe')).text).toBeNull(); // RTL override
    expect(bytesView(new Uint8Array(0))).toEqual({ hex: '0x', text: null, length: 0 });
  });
});

describe('index containers', () => {
  const signed = {
    unsigned: AVM_SAMPLES.BaseTx,
    credentials: [{ kind: 'secp256k1fx.Credential' as const, sigs: [new Uint8Array(65).fill(7)] }],
  };
  const blockBytes = encodeAvmBlock({
    parentID: new Uint8Array(32),
    height: 3n,
    time: 1n,
    merkleRoot: new Uint8Array(32),
    txs: [signed],
  });

  it('links an X tx container and a raw X block container to their pages', () => {
    const txBytes = encodeAvmTx(signed);
    expect(decodeContainer('X/tx', txBytes, ctx)).toMatchObject({
      chain: 'X',
      what: 'tx',
      id: decodeXTx(txBytes, ctx).id,
    });
    expect(decodeContainer('X/block', blockBytes, ctx)).toMatchObject({
      what: 'block',
      height: 3n,
      id: decodeXBlock(blockBytes, ctx).id,
    });
  });

  it('unwraps a real node’s proposervm block to the inner block', () => {
    const w = new CodecWriter(blockBytes.length + 200);
    w.u16(0).u32(0).fixed(new Uint8Array(32).fill(1), 32).u64(1_700_000_000n).u64(55n);
    w.u32(0); // empty certificate
    w.u32(blockBytes.length).fixed(blockBytes, blockBytes.length);
    w.u32(0); // empty signature
    const wrapped = w.finish();
    expect(decodeContainer('X/block', wrapped, ctx)).toMatchObject({
      id: decodeXBlock(blockBytes, ctx).id,
      height: 3n,
    });
  });

  it('returns null for bytes it cannot read', () => {
    expect(decodeContainer('P/block', Uint8Array.of(1, 2, 3), ctx)).toBeNull();
  });
});

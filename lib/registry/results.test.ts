import { describe, expect, it } from 'vitest';
import { registry } from '@/lib/registry';
import { parseResult } from '@/lib/client/parse';
import { SchemaError } from '@/lib/rpc/errors';
import { thrownBy } from '@/lib/testing/thrown';
// subnet-evm's default eth_feeConfig answer, as a node sends it.
import defaultFeeConfig from './testing/subnet-evm-fee-config.json' with { type: 'json' };
// platform.getCurrentValidators answers, one Primary Network validator each: as a real node sends it and
// as the docs show it. They use the ids and BLS values below.
import nodeAnswer from './testing/current-validators-node.json' with { type: 'json' };
import docsAnswer from './testing/current-validators-docs.json' with { type: 'json' };

const N1 = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
const N2 = 'NodeID-MFrZFVCXPv5iCn6M9K6XduxGTYp891xXZ';
const TX = '2eNy1mUFdmaxXNj1eQHUe7Np4gju9sJsEtWQ4MX3ToiNKuADed';
const TX2 = '2fombhL7aGPwj3KH4bfrmJwW6PVnMobf9Y2fn9GwxiAAJyFDbe';
const SUBNET = '2nRRoR76HuEk1JjDpRdN8FKvZFvUXWxY3b9C5rZRPFjcgEh7S7';
const P_ADDR = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
const BLS_PK = `0x${'a1'.repeat(48)}`;
const BLS_POP = `0x${'b2'.repeat(96)}`;

const schemaError = (fn: () => unknown) => thrownBy(SchemaError, fn);

describe('platform.getCurrentValidators', () => {
  const def = registry.platform.getCurrentValidators;

  it('parses a real Primary Network validator (decimal strings, Float32 strings, BLS signer)', () => {
    const out = parseResult(def, nodeAnswer);
    const v = out.validators[0]!;
    expect(v.weight).toBe(2_000_000_000_000n);
    expect(v.uptime).toBe(99);
    expect(v.delegationFee).toBe(2);
    expect(v.signer?.publicKey).toBe(BLS_PK);
    expect(v.validationRewardOwner?.threshold).toBe(1);
    expect(v.delegators).toBeUndefined();
  });

  it('parses the documented shape: stakeAmount instead of weight, misspelled proofOfPosession, delegators', () => {
    const out = parseResult(def, docsAnswer);
    const v = out.validators[0]!;
    expect(v.weight).toBe(2_000_000_000_000n);
    expect(v.signer?.proofOfPossession).toBe(BLS_POP);
    expect(v.delegators?.[0]?.stakeAmount).toBe(25_000_000_000n);
  });

  it('parses a permissioned-subnet validator with the PoS fields omitted and no BLS signer', () => {
    const out = parseResult(def, {
      validators: [{ txID: TX, startTime: '1', endTime: '2', weight: '20', nodeID: N1, connected: false }],
    });
    const v = out.validators[0]!;
    expect(v.weight).toBe(20n);
    expect(v.uptime).toBeUndefined();
    expect(v.signer).toBeUndefined();
  });

  it('parses an L1 (ACP-77) validator', () => {
    const out = parseResult(def, {
      validators: [
        {
          validationID: TX2,
          nodeID: N1,
          publicKey: BLS_PK,
          remainingBalanceOwner: { locktime: '0', threshold: '1', addresses: [P_ADDR] },
          deactivationOwner: { locktime: '0', threshold: '1', addresses: null },
          startTime: '1733000000',
          weight: '100',
          minNonce: '0',
          balance: '999000000',
        },
      ],
    });
    expect(out.validators[0]).toMatchObject({ validationID: TX2, balance: 999_000_000n, weight: 100n });
    expect(out.validators[0]?.deactivationOwner?.addresses).toEqual([]);
  });

  it('names the field when a weight is malformed', () => {
    const err = schemaError(() =>
      parseResult(def, { validators: [{ txID: TX, startTime: '1', endTime: '2', weight: '1.5', nodeID: N1 }] }),
    );
    expect(err.message).toBe('platform.getCurrentValidators: result.validators[0].weight: expected decimal string');
    expect(err.field).toBe('result.validators[0].weight');
  });
});

describe('platform.getValidatorsAt', () => {
  const def = registry.platform.getValidatorsAt;

  it('reads plain string weights (older nodes)', () => {
    const out = parseResult(def, { validators: { [N1]: '2000000000000', [N2]: '18446744073709551615' } });
    expect(out.validators[N1]).toEqual({ weight: 2_000_000_000_000n, publicKey: undefined });
    expect(out.validators[N2]?.weight).toBe(18446744073709551615n);
  });

  it('reads {publicKey, weight} objects (newer nodes) into the same shape', () => {
    const out = parseResult(def, {
      validators: { [N1]: { publicKey: BLS_PK, weight: '2000000000000' }, [N2]: { publicKey: null, weight: '5' } },
    });
    expect(out.validators[N1]).toEqual({ weight: 2_000_000_000_000n, publicKey: BLS_PK });
    expect(out.validators[N2]).toEqual({ weight: 5n, publicKey: undefined });
  });

  it('rejects a negative weight', () => {
    expect(() => parseResult(def, { validators: { [N1]: '-1' } })).toThrow(SchemaError);
  });
});

describe('other normalizations', () => {
  it('platform.getTimestamp: `timestamp` (node) and `time` (docs signature) both become timestamp', () => {
    const def = registry.platform.getTimestamp;
    expect(parseResult(def, { timestamp: '2024-07-15T04:00:00Z' })).toEqual({ timestamp: '2024-07-15T04:00:00Z' });
    expect(parseResult(def, { time: '2024-07-15T04:00:00Z' })).toEqual({ timestamp: '2024-07-15T04:00:00Z' });
    expect(schemaError(() => parseResult(def, {})).message).toBe('platform.getTimestamp: result.timestamp: required');
  });

  it('platform.getBalance: per-asset maps (node) and scalars (docs) give one shape', () => {
    const def = registry.platform.getBalance;
    const fromMaps = parseResult(def, {
      balances: { [TX2]: '30000000000000000' },
      unlockeds: { [TX2]: '20000000000000000' },
      lockedStakeables: { [TX2]: '10000000000000000' },
      lockedNotStakeables: {},
      utxoIDs: [{ txID: TX, outputIndex: 1 }],
    });
    expect(fromMaps.balance).toBe(30_000_000_000_000_000n);
    expect(fromMaps.unlocked).toBe(20_000_000_000_000_000n);
    expect(fromMaps.lockedNotStakeable).toBe(0n);
    expect(fromMaps.utxoIDs).toEqual([{ txID: TX, outputIndex: 1 }]);

    const fromScalars = parseResult(def, {
      balance: '20000000000000000',
      unlocked: '10000000000000000',
      lockedStakeable: '10000000000000000',
      lockedNotStakeable: '0',
      utxoIDs: null,
    });
    expect(fromScalars).toMatchObject({ balance: 20_000_000_000_000_000n, balances: {}, utxoIDs: [] });
  });

  it('info.peers: numPeers as string, observedSubnetUptime(s) under one key', () => {
    const def = registry.info.peers;
    const peer = {
      ip: '127.0.0.1:9651',
      publicIP: '127.0.0.1:9651',
      nodeID: N2,
      version: 'avalanchego/1.13.0',
      upgradeTime: 1721016000,
      lastSent: '2024-07-15T04:00:00Z',
      lastReceived: '2024-07-15T04:00:00Z',
      observedUptime: '100',
      trackedSubnets: [],
      supportedACPs: [23, 24],
      objectedACPs: null,
      benched: [],
    };
    const out = parseResult(def, {
      numPeers: '2',
      peers: [
        { ...peer, observedSubnetUptimes: { [SUBNET]: '90' } },
        { ...peer, observedSubnetUptime: { [SUBNET]: 80 } },
      ],
    });
    expect(out.numPeers).toBe(2);
    expect(out.peers.map((p) => p.observedSubnetUptimes[SUBNET])).toEqual([90, 80]);
    expect(out.peers[0]?.objectedACPs).toEqual([]);
  });

  it('info.uptime: Float64 strings', () => {
    expect(
      parseResult(registry.info.uptime, { rewardingStakePercentage: '100.0000', weightedAveragePercentage: '99.5000' }),
    ).toEqual({ rewardingStakePercentage: 100, weightedAveragePercentage: 99.5 });
  });

  it('index.getContainerRange: {containers} (node) and bare array (spec) normalize to {containers}', () => {
    const def = registry.index.getContainerRange;
    const c = { id: TX, bytes: '0x00001234', timestamp: '2024-07-15T04:00:00.123456789Z', encoding: 'hex', index: '0' };
    expect(parseResult(def, { containers: [c] }).containers[0]?.index).toBe(0n);
    expect(parseResult(def, [c]).containers).toHaveLength(1);
  });

  it('platform.getFeeState: plain numbers with an RFC3339 timestamp', () => {
    const out = parseResult(registry.platform.getFeeState, {
      capacity: 1000000,
      excess: 0,
      price: 1,
      timestamp: '2024-07-15T04:00:00Z',
    });
    expect(out.price).toBe(1);
    expect(() =>
      parseResult(registry.platform.getFeeState, { capacity: '1', excess: 0, price: 1, timestamp: 'x' }),
    ).toThrow(SchemaError);
  });

  it('eth_feeConfig: numbers, optional lastChangedAt', () => {
    expect(parseResult(registry.eth.eth_feeConfig, defaultFeeConfig).feeConfig.gasLimit).toBe(8000000);
    expect(
      parseResult(registry.eth.eth_feeConfig, { feeConfig: defaultFeeConfig.feeConfig }).lastChangedAt,
    ).toBeUndefined();
  });
});

describe('rejections name the method and field', () => {
  const def = registry.platform.getHeight;

  it.each([
    [{ height: 1.5 }, 'expected decimal string'],
    [{ height: '-1' }, 'expected decimal string'],
    [{ height: '1e3' }, 'expected decimal string'],
    [{}, 'required'],
  ])('%j', (raw, issue) => {
    expect(schemaError(() => parseResult(def, raw)).message).toBe(`platform.getHeight: result.height: ${issue}`);
  });

  it('keeps 2^64-1 exact', () => {
    expect(parseResult(def, { height: '18446744073709551615' }).height).toBe(18446744073709551615n);
  });

  it('a missing required field in a nested record', () => {
    const err = schemaError(() =>
      parseResult(registry.platform.getBlockchains, { blockchains: [{ id: TX, name: 'X-Chain', vmID: TX2 }] }),
    );
    expect(err.field).toBe('result.blockchains[0].subnetID');
  });
});

describe('avax (C-chain atomic API)', () => {
  it('parses getAtomicTx with and without blockHeight, and getAtomicTxStatus', () => {
    const accepted = parseResult(registry.avax.getAtomicTx, { tx: '0x00000000', encoding: 'hex', blockHeight: '42' });
    expect(accepted.blockHeight).toBe(42n);
    const processing = parseResult(registry.avax.getAtomicTx, { tx: '0x00000000', encoding: 'hex' });
    expect(processing.blockHeight).toBeUndefined();
    expect(parseResult(registry.avax.getAtomicTxStatus, { status: 'Accepted', blockHeight: '7' })).toEqual({
      status: 'Accepted',
      blockHeight: 7n,
    });
    expect(parseResult(registry.avax.getAtomicTxStatus, { status: 'Unknown' })).toEqual({ status: 'Unknown' });
    expect(schemaError(() => parseResult(registry.avax.getAtomicTx, { tx: 'nothex', encoding: 'hex' }))).toBeInstanceOf(
      SchemaError,
    );
  });

  it('parses getUTXOs like avm.getUTXOs (a null utxo list is empty)', () => {
    const out = parseResult(registry.avax.getUTXOs, {
      numFetched: '0',
      utxos: null,
      endIndex: {
        address: 'C-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u',
        utxo: '11111111111111111111111111111111LpoYY',
      },
      encoding: 'hex',
    });
    expect(out.numFetched).toBe(0n);
    expect(out.utxos).toEqual([]);
  });
});

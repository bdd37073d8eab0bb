// platform.* handlers: read the P-chain state and answer in the node's wire shapes (facts §2; the
// spec's presence rules for validators).
import { primaryNetworkChains } from '@/devnet/core/aliases';
import { NodeError } from '@/devnet/core/contracts';
import { registry } from '@/lib/registry';
import { handlersFor, type MethodHandler } from '@/devnet/server/implement';
import { rfc3339 } from '@/devnet/core/time-format';
import { AVAX_ASSET_ID_STR, C_CHAIN_ID, PRIMARY_NETWORK_ID, P_CHAIN_ID, X_CHAIN_ID } from '@/devnet/genesis/constants';
import {
  byteEncodingOf,
  encodingOf,
  idOf,
  issuedTxBytes,
  parsedStrings,
  requiredString,
  strings,
} from '@/devnet/server/params';
import { noSuchChainAlias } from '@/devnet/core/chain-address';
import { encodeVersioned } from '@/devnet/core/versioned-codec';
import {
  atomicUtxosAfter,
  paginateUtxos,
  parseUtxoAddresses,
  utxoAddressesParam,
  utxoCursorParam,
} from '@/devnet/core/utxo-pages';
import { formatAddress, parseAddress } from '@/lib/codec/address';
import { type TransferableOutput, writeTransferableOutput } from '@/lib/codec/avax';
import { formatBytes } from '@/lib/codec/encoding';
import { bytesEqual, compareBytes, idFromString, idToString, nodeIdFromString, nodeIdToString } from '@/lib/codec/ids';
import type { PChainEngine } from './chain';
import { P_PARAMS } from './params';
import { PVM_TYPES, decodePvmBlock, decodePvmTx, pvmBlockToJson, pvmTxToJson } from '@/lib/codec/pvm';
import type { L1ValidatorRow, Staker } from './state';
import { calculatePrice } from '@/lib/codec/pvm/validator-fee-price';
import { type Owners, flattenOutput, ownersToJson } from './utxo';
import { hashUnit, uptimeRatio } from './uptime';
import { autoRenewConfig } from './auto-renew';

const float4 = (n: number) => n.toFixed(4);
const hexOf = (b: Uint8Array) => Buffer.from(b).toString('hex');

export interface PlatformDeps {
  engine: PChainEngine;
  hrp: string;
  /** The node's chain alias table (admin.aliasChain adds to it), for `sourceChain` and `blockchainID`. */
  lookupChain?: (aliasOrID: string) => Uint8Array | undefined;
}

/** The P-chain's own platform.* handlers (the keystore's user methods join them in main). */
export function createPlatformHandlers({ engine, hrp, lookupChain }: PlatformDeps) {
  const { state } = engine;
  const addrStr = (a: Uint8Array) => formatAddress('P', hrp, a);
  const owners = (o: Owners) => ownersToJson(o, addrStr);
  const nowSec = () => engine.chainTime;

  const parseAddrs = (list: string[]): Uint8Array[] => {
    const seen = new Set<string>();
    const out: Uint8Array[] = [];
    for (const s of list) {
      let bytes: Uint8Array;
      try {
        const p = parseAddress(s);
        if (p.hrp !== hrp) throw new Error(`expected hrp "${hrp}" but got "${p.hrp}"`);
        bytes = p.bytes;
      } catch (e) {
        throw new NodeError(`couldn't parse address "${s}": ${(e as Error).message}`);
      }
      if (!seen.has(hexOf(bytes))) {
        seen.add(hexOf(bytes));
        out.push(bytes);
      }
    }
    return out.sort(compareBytes);
  };

  const parseNodeIDs = (list: string[]): Uint8Array[] =>
    list.map((s) => {
      try {
        return nodeIdFromString(s);
      } catch (e) {
        throw new NodeError((e as Error).message);
      }
    });

  const chainIdParam = (s: string): Uint8Array => {
    const aliased = (lookupChain ?? primaryNetworkChains)(s);
    if (aliased) return aliased;
    try {
      return idFromString(s);
    } catch (e) {
      throw new NodeError(`problem parsing chainID "${s}": ${(e as Error).message}`);
    }
  };

  /** What is left of an L1 validator's balance at the last accepted block: 0 once inactive. */
  const l1Balance = (v: L1ValidatorRow): bigint =>
    v.endAccumulatedFee === 0n ? 0n : v.endAccumulatedFee - state.accruedFees;

  /** The fields platform.getCurrentValidators and platform.getL1Validator both write for an L1 validator. */
  const l1ValidatorJson = (v: L1ValidatorRow) => ({
    nodeID: nodeIdToString(v.nodeID),
    publicKey: formatBytes(v.blsPublicKey, 'hexnc'),
    remainingBalanceOwner: owners(v.remainingBalanceOwner),
    deactivationOwner: owners(v.deactivationOwner),
    startTime: v.startTime.toString(),
    weight: v.weight.toString(),
    minNonce: v.minNonce.toString(),
    balance: l1Balance(v).toString(),
  });

  const connectedOf = (nodeID: Uint8Array): boolean =>
    bytesEqual(nodeID, engine.selfNodeID) || (state.uptimes.get(nodeID)?.connected ?? false);

  const uptimePercent = (nodeID: Uint8Array): number => {
    if (bytesEqual(nodeID, engine.selfNodeID)) return 100;
    const row = state.uptimes.get(nodeID);
    return row ? uptimeRatio(row, engine.ctx.clock.nowMs()) * 100 : 0;
  };

  const signerJson = (s: Staker) =>
    s.blsPublicKey && s.blsPop
      ? {
          signer: {
            publicKey: formatBytes(s.blsPublicKey, 'hexnc'),
            proofOfPossession: formatBytes(s.blsPop, 'hexnc'),
          },
        }
      : {};

  const delegatorJson = (d: Staker) => ({
    txID: idToString(d.txID),
    startTime: d.start.toString(),
    endTime: d.end.toString(),
    stakeAmount: d.weight.toString(),
    nodeID: nodeIdToString(d.nodeID),
    ...(d.rewardOwner ? { rewardOwner: owners(d.rewardOwner) } : {}),
    potentialReward: d.potentialReward.toString(),
  });

  /** api.AutoRenewedConfig, embedded (so flattened) in an auto-renewed validator's entry. */
  const autoRenewedJson = (v: Staker) => {
    const c = autoRenewConfig(state, v.txID);
    return c
      ? {
          validatorAuthority: owners(c.authority),
          nextPeriod: c.nextPeriod.toString(),
          autoCompoundRewardShares: String(c.autoCompoundShares),
        }
      : {};
  };

  const primaryValidatorJson = (v: Staker, delegation: { count: bigint; weight: bigint; list?: Staker[] }) => ({
    txID: idToString(v.txID),
    startTime: v.start.toString(),
    endTime: v.end.toString(),
    stakeAmount: v.weight.toString(),
    nodeID: nodeIdToString(v.nodeID),
    ...(v.rewardOwner ? { validationRewardOwner: owners(v.rewardOwner) } : {}),
    ...(v.delegationRewardOwner ? { delegationRewardOwner: owners(v.delegationRewardOwner) } : {}),
    potentialReward: v.potentialReward.toString(),
    accruedDelegateeReward: state.meta('delegateeReward:' + hexOf(v.txID)) ?? '0',
    delegationFee: float4(v.shares / 10_000),
    uptime: float4(uptimePercent(v.nodeID)),
    connected: connectedOf(v.nodeID),
    ...signerJson(v),
    ...autoRenewedJson(v),
    delegatorCount: delegation.count.toString(),
    delegatorWeight: delegation.weight.toString(),
    ...(delegation.list ? { delegators: delegation.list.map(delegatorJson) } : {}),
  });

  const getCurrentValidators: MethodHandler<typeof registry.platform.getCurrentValidators> = (p) => {
    const subnetID = idOf(p.subnetID);
    const nodeIDs = parseNodeIDs(strings(p.nodeIDs));
    const wanted = (n: Uint8Array) => nodeIDs.length === 0 || nodeIDs.some((x) => bytesEqual(x, n));
    if (bytesEqual(subnetID, PRIMARY_NETWORK_ID)) {
      // Delegator lists only for a single node id; otherwise only their counts and weights, which
      // SQLite sums without loading every delegator (tens of thousands on a large devnet).
      if (nodeIDs.length !== 1) {
        const totals = state.delegationTotals(subnetID);
        return {
          validators: state
            .validators(subnetID, 'current')
            .filter((s) => s.kind === 'validator' && wanted(s.nodeID))
            .map((v) => primaryValidatorJson(v, totals.get(hexOf(v.nodeID)) ?? { count: 0n, weight: 0n })),
        };
      }
      const current = state.stakersOfNode(subnetID, nodeIDs[0] as Uint8Array).filter((s) => s.status === 'current');
      const delegators = current.filter((s) => s.kind === 'delegator');
      return {
        validators: current
          .filter((s) => s.kind === 'validator')
          .map((v) =>
            primaryValidatorJson(v, {
              count: BigInt(delegators.length),
              weight: delegators.reduce((a, d) => a + d.weight, 0n),
              list: delegators,
            }),
          ),
      };
    }
    const current = state.stakers(subnetID, 'current').filter((s) => wanted(s.nodeID));
    const subnet = state.subnets.get(subnetID);
    if (subnet?.conversion) {
      return {
        validators: state
          .l1Validators(subnetID)
          .filter((v) => wanted(v.nodeID))
          .map((v) => ({ validationID: idToString(v.validationID), ...l1ValidatorJson(v) })),
      };
    }
    // Permissioned (non-PoS) subnet: no stake, rewards, fees, uptime or delegators.
    return {
      validators: current.map((v) => ({
        txID: idToString(v.txID),
        startTime: v.start.toString(),
        endTime: v.end.toString(),
        weight: v.weight.toString(),
        nodeID: nodeIdToString(v.nodeID),
        connected: connectedOf(v.nodeID),
        ...signerJson(v),
      })),
    };
  };

  const getPendingValidators: MethodHandler<typeof registry.platform.getPendingValidators> = (p) => {
    const subnetID = idOf(p.subnetID);
    const nodeIDs = parseNodeIDs(strings(p.nodeIDs));
    const wanted = (n: Uint8Array) => nodeIDs.length === 0 || nodeIDs.some((x) => bytesEqual(x, n));
    const pending = state.stakers(subnetID, 'pending').filter((s) => wanted(s.nodeID));
    const primary = bytesEqual(subnetID, PRIMARY_NETWORK_ID);
    return {
      validators: pending
        .filter((s) => s.kind !== 'delegator')
        .map((v) => ({
          txID: idToString(v.txID),
          startTime: v.start.toString(),
          endTime: v.end.toString(),
          ...(primary ? { stakeAmount: v.weight.toString() } : {}),
          weight: v.weight.toString(),
          nodeID: nodeIdToString(v.nodeID),
          ...(primary ? { delegationFee: float4(v.shares / 10_000) } : {}),
          connected: connectedOf(v.nodeID),
          ...signerJson(v),
        })),
      delegators: pending
        .filter((s) => s.kind === 'delegator')
        .map((d) => ({
          txID: idToString(d.txID),
          startTime: d.start.toString(),
          endTime: d.end.toString(),
          stakeAmount: d.weight.toString(),
          nodeID: nodeIdToString(d.nodeID),
        })),
    };
  };

  /** avax.ParseServiceAddress on the P-chain: `P-<hrp>1…`. */
  const parsePAddress = (s: string): Uint8Array => {
    const parsed = parseAddress(s);
    if (parsed.hrp !== hrp) throw new Error(`expected hrp "${hrp}" but got "${parsed.hrp}"`);
    return parsed.bytes;
  };

  const getUTXOs: MethodHandler<typeof registry.platform.getUTXOs> = (p) => {
    const addresses = utxoAddressesParam(p);
    const enc = byteEncodingOf(p.encoding);
    const source = p.sourceChain ?? '';
    let sourceID: Uint8Array = P_CHAIN_ID;
    if (source !== '') {
      let id: Uint8Array | undefined;
      try {
        id = chainIdParam(source);
      } catch {
        // reported below in the node's words
      }
      if (!id) throw new NodeError(`problem parsing source chainID "${source}": ${noSuchChainAlias(source).message}`);
      sourceID = id;
    }
    // The P-chain shares memory with the other Primary Network chains: X and C.
    const atomic = !bytesEqual(sourceID, P_CHAIN_ID);
    if (atomic && !bytesEqual(sourceID, X_CHAIN_ID) && !bytesEqual(sourceID, C_CHAIN_ID)) {
      throw new NodeError(`blockchain ${source} is not in the Primary Network's shared memory`);
    }
    const addrs = parseUtxoAddresses(addresses, parsePAddress);
    const cursor = utxoCursorParam(p, parsePAddress);
    const page = paginateUtxos(
      addrs,
      cursor,
      atomic
        ? atomicUtxosAfter(engine.ctx.atomic.list(P_CHAIN_ID, sourceID, addrs))
        : (addr, after, n) => state.utxosOf(addr, after, n).map((u) => ({ id: u.utxoID, bytes: u.bytes })),
    );
    return {
      numFetched: String(page.utxos.length),
      utxos: page.utxos.map((b) => formatBytes(b, enc)),
      endIndex: { address: addrStr(page.lastAddr), utxo: idToString(page.lastUTXO) },
      encoding: enc,
    };
  };

  const getBalance: MethodHandler<typeof registry.platform.getBalance> = (p) => {
    const addrs = parseAddrs(strings(p.addresses));
    if (addrs.length === 0) throw new NodeError('no addresses provided');
    const now = nowSec();
    let unlocked = 0n;
    let lockedStakeable = 0n;
    let lockedNotStakeable = 0n;
    const utxoIDs: { txID: string; outputIndex: number }[] = [];
    const seen = new Set<string>();
    for (const a of addrs) {
      for (const u of state.utxosOf(a, new Uint8Array(0), 1_000_000)) {
        const k = hexOf(u.utxoID);
        if (seen.has(k)) continue;
        seen.add(k);
        utxoIDs.push({ txID: idToString(u.txID), outputIndex: u.outputIndex });
        if (u.stakeLocktime > now) lockedStakeable += u.amount;
        else if (u.owners.locktime > now) lockedNotStakeable += u.amount;
        else unlocked += u.amount;
      }
    }
    const total = unlocked + lockedStakeable + lockedNotStakeable;
    return {
      balance: total.toString(),
      unlocked: unlocked.toString(),
      lockedStakeable: lockedStakeable.toString(),
      lockedNotStakeable: lockedNotStakeable.toString(),
      balances: amountsByAsset(total),
      unlockeds: amountsByAsset(unlocked),
      lockedStakeables: amountsByAsset(lockedStakeable),
      lockedNotStakeables: amountsByAsset(lockedNotStakeable),
      utxoIDs,
    };
  };

  const getStake: MethodHandler<typeof registry.platform.getStake> = (p) => {
    const addrs = parseAddrs(strings(p.addresses));
    const validatorsOnly = p.validatorsOnly === true;
    const enc = byteEncodingOf(p.encoding);
    const mine = new Set(addrs.map(hexOf));
    let staked = 0n;
    const outs: string[] = [];
    for (const s of state.allCurrentStakers().concat(state.stakers(PRIMARY_NETWORK_ID, 'pending'))) {
      if (s.kind === 'subnetValidator' || (validatorsOnly && s.kind === 'delegator')) continue;
      const stored = state.tx(s.txID);
      if (!stored) continue;
      const u = decodePvmTx(stored.bytes).unsigned;
      if (u.kind !== 'AddPermissionlessValidatorTx' && u.kind !== 'AddPermissionlessDelegatorTx') continue;
      for (const o of u.stakeOuts) {
        const { amount, owners: stakeOwners } = flattenOutput(o.output);
        if (!stakeOwners.addrs.some((a) => mine.has(hexOf(a)))) continue;
        staked += amount;
        outs.push(formatBytes(encodeTransferableOutput(o), enc));
      }
    }
    return {
      staked: staked.toString(),
      stakeds: amountsByAsset(staked),
      stakedOutputs: outs,
      encoding: enc,
    };
  };

  const subnetOrThrow = (id: Uint8Array) => {
    const s = state.subnets.get(id);
    if (!s) throw new NodeError(`subnet ${idToString(id)} not found`);
    return s;
  };

  const totalWeight = (subnetID: Uint8Array): bigint => {
    const subnet = state.subnets.get(subnetID);
    if (subnet?.conversion) return state.l1Validators(subnetID).reduce((a, v) => a + v.weight, 0n);
    return state.stakers(subnetID, 'current').reduce((a, s) => a + s.weight, 0n);
  };

  const block = (row: ReturnType<typeof state.blockByHeight>, encoding: string | undefined) => {
    const enc = encodingOf(encoding);
    if (!row) throw new NodeError('not found');
    return {
      block:
        enc === 'json' ? pvmBlockToJson(decodePvmBlock(row.bytes), { hrp }, row.bytes) : formatBytes(row.bytes, enc),
      encoding: enc,
    };
  };

  return handlersFor(registry.platform, {
    getHeight: () => ({ height: engine.height.toString() }),
    getProposedHeight: () => ({ height: engine.height.toString() }),
    getTimestamp: () => ({ timestamp: rfc3339(Number(engine.chainTime) * 1000) }),
    getBalance: getBalance,
    getUTXOs: getUTXOs,
    getStake: getStake,
    getCurrentValidators: getCurrentValidators,
    getPendingValidators: getPendingValidators,
    getSubnet: (p) => {
      if ((p.subnetID ?? '') === '') throw new NodeError('subnetID is required');
      const id = idOf(p.subnetID);
      if (bytesEqual(id, PRIMARY_NETWORK_ID)) throw new NodeError('primary network is not a subnet');
      const s = subnetOrThrow(id);
      const empty = idToString(new Uint8Array(32));
      if (s.conversion) {
        return {
          isPermissioned: false,
          controlKeys: [],
          threshold: '0',
          locktime: '0',
          subnetTransformationTxID: empty,
          conversionID: idToString(s.conversion.txID),
          managerChainID: idToString(s.conversion.chainID),
          managerAddress: formatBytes(s.conversion.address, 'hexnc'),
        };
      }
      return {
        isPermissioned: true,
        controlKeys: s.owner.addrs.map(addrStr),
        threshold: String(s.owner.threshold),
        locktime: s.owner.locktime.toString(),
        subnetTransformationTxID: empty,
        conversionID: empty,
        managerChainID: empty,
        managerAddress: null,
      };
    },
    getSubnets: (p) => {
      const ids = parsedStrings(p.ids, idFromString);
      const primary = { id: idToString(PRIMARY_NETWORK_ID), controlKeys: [] as string[], threshold: '0' };
      const all = [
        primary,
        ...state.subnets.all().map((s) => ({
          id: idToString(s.id),
          controlKeys: s.conversion ? [] : s.owner.addrs.map(addrStr),
          threshold: s.conversion ? '0' : String(s.owner.threshold),
        })),
      ];
      if (ids.length === 0) return { subnets: all };
      return { subnets: all.filter((s) => ids.some((i) => idToString(i) === s.id)) };
    },
    getStakingAssetID: (p) => {
      const id = idOf(p.subnetID);
      if (bytesEqual(id, PRIMARY_NETWORK_ID)) return { assetID: AVAX_ASSET_ID_STR };
      subnetOrThrow(id);
      throw new NodeError(`subnet ${idToString(id)} is not an elastic subnet`);
    },
    getL1Validator: (p) => {
      const v = state.l1Validator(idOf(p.validationID));
      if (!v) throw new NodeError(`fetching L1 validator ${p.validationID ?? ''} failed: not found`);
      return {
        subnetID: idToString(v.subnetID),
        ...l1ValidatorJson(v),
        height: engine.height.toString(),
      };
    },
    getCurrentSupply: () => ({ supply: state.supply.toString(), height: engine.height.toString() }),
    sampleValidators: (p) => {
      const size = p.size ?? 0;
      const subnetID = idOf(p.subnetID);
      const pool = state.weightsAt(subnetID, engine.height);
      if (size > pool.length) throw new NodeError(`sampling ${size} validators failed: insufficient weight`);
      const picked: string[] = [];
      const left = [...pool];
      const salt = engine.ctx.clock.nowMs();
      for (let i = 0; i < size; i++) {
        const total = left.reduce((a, v) => a + v.weight, 0n);
        let target = (BigInt(Math.floor(hashUnit('sample', salt, i) * 1e15)) * total) / 1_000_000_000_000_000n;
        let k = 0;
        for (; k < left.length - 1; k++) {
          if (target < (left[k] as { weight: bigint }).weight) break;
          target -= (left[k] as { weight: bigint }).weight;
        }
        picked.push(nodeIdToString((left[k] as { nodeID: Uint8Array }).nodeID));
        left.splice(k, 1);
      }
      return { validators: picked };
    },
    getBlockchainStatus: (p) => {
      const s = requiredString(p.blockchainID, 'blockchainID');
      let id: Uint8Array;
      try {
        id = chainIdParam(s);
      } catch {
        return { status: 'Unknown' };
      }
      if (bytesEqual(id, P_CHAIN_ID)) return { status: 'Validating' };
      const c = state.chains.get(id);
      if (!c) return { status: 'Unknown' };
      if (bytesEqual(c.subnetID, PRIMARY_NETWORK_ID)) return { status: 'Validating' };
      const validates = state.stakersOfNode(c.subnetID, engine.selfNodeID).length > 0;
      return { status: validates ? 'Validating' : 'Created' };
    },
    validatedBy: (p) => {
      const id = idOf(p.blockchainID);
      if (bytesEqual(id, P_CHAIN_ID)) return { subnetID: idToString(PRIMARY_NETWORK_ID) };
      const c = state.chains.get(id);
      if (!c) throw new NodeError(`couldn't get blockchain ${idToString(id)}: not found`);
      return { subnetID: idToString(c.subnetID) };
    },
    validates: (p) => {
      const id = idOf(p.subnetID);
      if (!bytesEqual(id, PRIMARY_NETWORK_ID)) subnetOrThrow(id);
      return {
        blockchainIDs: state.chains
          .all()
          .filter((c) => bytesEqual(c.subnetID, id))
          .map((c) => idToString(c.id)),
      };
    },
    getBlockchains: () => ({
      blockchains: state.chains.all().map((c) => ({
        id: idToString(c.id),
        name: c.name,
        subnetID: idToString(c.subnetID),
        vmID: idToString(c.vmID),
      })),
    }),
    issueTx: async (p) => {
      byteEncodingOf(p.encoding);
      const id = await engine.issue(issuedTxBytes(p));
      return { txID: idToString(id) };
    },
    getTx: (p) => {
      const id = idOf(p.txID);
      const enc = encodingOf(p.encoding);
      const t = state.tx(id);
      if (!t) throw new NodeError('not found');
      return {
        tx: enc === 'json' ? pvmTxToJson(decodePvmTx(t.bytes), { hrp }, t.bytes) : formatBytes(t.bytes, enc),
        encoding: enc,
      };
    },
    getTxStatus: (p) => engine.txStatus(idOf(requiredString(p.txID, 'txID'))),
    getMinStake: (p) => {
      const id = idOf(p.subnetID);
      if (!bytesEqual(id, PRIMARY_NETWORK_ID)) {
        subnetOrThrow(id);
        return { minValidatorStake: '0', minDelegatorStake: '0' };
      }
      return {
        minValidatorStake: P_PARAMS.minValidatorStake.toString(),
        minDelegatorStake: P_PARAMS.minDelegatorStake.toString(),
      };
    },
    getMaxStakeAmount: (p) => {
      const subnetID = idOf(p.subnetID);
      let nodeID: Uint8Array;
      try {
        nodeID = nodeIdFromString(p.nodeID ?? '');
      } catch (e) {
        throw new NodeError((e as Error).message);
      }
      const start = p.startTime ?? 0n;
      const end = p.endTime ?? 0n;
      if (end <= start) throw new NodeError('start time must be before end time');
      if (start <= engine.chainTime) throw new NodeError('start time must be in the future');
      const stakers = state.stakersOfNode(subnetID, nodeID);
      if (!stakers.some((s) => s.kind !== 'delegator'))
        throw new NodeError(`${nodeIdToString(nodeID)} is not a validator of subnet ${idToString(subnetID)}`);
      const amount = stakers.filter((s) => s.start < end && s.end > start).reduce((a, s) => a + s.weight, 0n);
      return { amount: amount.toString() };
    },
    getTotalStake: (p) => {
      const id = idOf(p.subnetID);
      const weight = totalWeight(id).toString();
      return bytesEqual(id, PRIMARY_NETWORK_ID) ? { stake: weight, weight } : { weight };
    },
    getRewardUTXOs: (p) => {
      const id = idOf(p.txID);
      const enc = byteEncodingOf(p.encoding);
      const list = state.rewardUtxos(id).map((b) => formatBytes(b, enc));
      return { numFetched: String(list.length), utxos: list, encoding: enc };
    },
    getValidatorsAt: (p) => {
      const height = p.height === 'proposed' ? engine.height : (p.height ?? 0n);
      if (height > engine.height)
        throw new NodeError(
          `failed to get validator set at height ${height}: height ${height} is above the last accepted height ${engine.height}`,
        );
      const subnetID = idOf(p.subnetID);
      const validators: Record<string, string> = {};
      for (const v of state.weightsAt(subnetID, height)) validators[nodeIdToString(v.nodeID)] = v.weight.toString();
      return { validators };
    },
    getAllValidatorsAt: (p) => {
      const height = p.height === 'proposed' ? engine.height : (p.height ?? 0n);
      if (height > engine.height)
        throw new NodeError(
          `failed to get validator sets at height ${height}: above the last accepted height ${engine.height}`,
        );
      // The devnet keeps no BLS key per staker: each validator is listed alone, without a key.
      const sets: Record<string, { validators: { nodeIDs: string[]; weight: string }[]; totalWeight: string }> = {};
      for (const id of [PRIMARY_NETWORK_ID, ...state.subnets.all().map((s) => s.id)]) {
        const vs = state.weightsAt(id, height);
        if (vs.length === 0) continue;
        sets[idToString(id)] = {
          validators: vs.map((v) => ({ nodeIDs: [nodeIdToString(v.nodeID)], weight: v.weight.toString() })),
          totalWeight: vs.reduce((a, v) => a + v.weight, 0n).toString(),
        };
      }
      return { validatorSets: sets };
    },
    getBlock: (p) => block(state.blockByID(idOf(p.blockID)), p.encoding),
    getBlockByHeight: (p) => block(state.blockByHeight(p.height ?? 0n), p.encoding),
    getFeeConfig: () => {
      const f = P_PARAMS.dynamicFee;
      return {
        weights: [...f.weights],
        maxCapacity: Number(f.maxCapacity),
        maxPerSecond: Number(f.maxPerSecond),
        targetPerSecond: Number(f.targetPerSecond),
        minPrice: Number(f.minPrice),
        excessConversionConstant: Number(f.excessConversionConstant),
      };
    },
    getFeeState: () => ({
      capacity: Number(P_PARAMS.dynamicFee.maxCapacity),
      excess: 0,
      price: Number(P_PARAMS.dynamicFee.minPrice),
      timestamp: rfc3339(Number(engine.chainTime) * 1000),
    }),
    getValidatorFeeConfig: () => {
      const f = P_PARAMS.validatorFee;
      return {
        capacity: Number(f.capacity),
        target: Number(f.target),
        minPrice: Number(f.minPrice),
        excessConversionConstant: Number(f.excessConversionConstant),
      };
    },
    getValidatorFeeState: () => {
      const f = P_PARAMS.validatorFee;
      const excess = state.l1ValidatorExcess;
      return {
        excess: Number(excess),
        price: Number(calculatePrice(f.minPrice, excess, f.excessConversionConstant)),
        timestamp: rfc3339(Number(engine.chainTime) * 1000),
      };
    },
  });
}

/** An amount of AVAX as the node's per-asset maps show it: empty when zero. */
function amountsByAsset(amount: bigint): Record<string, string> {
  return amount > 0n ? { [AVAX_ASSET_ID_STR]: amount.toString() } : {};
}

/** A stake output as getStake returns it: codec version + avax.TransferableOutput. */
function encodeTransferableOutput(o: TransferableOutput): Uint8Array {
  return encodeVersioned((w) => writeTransferableOutput(w, PVM_TYPES, o), 128);
}

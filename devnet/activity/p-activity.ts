// P-side activity: real signed txs through the chains' issueTx paths — validators and delegators
// joining, subnets and chains, a permissioned subnet adding validators, and AVAX moving X→P and P→X
// (export on one chain, import on the other). Staker rewards and uptime drift happen in the P-chain's tick.
import type { ActivitySource, ChainHandle, DevnetContext, Rng } from '@/devnet/core/contracts';
import { createRng } from '@/devnet/core/rng';
import {
  AVAX,
  AVAX_ASSET_ID,
  C_CHAIN_ID,
  EWOQ_PRIVATE_KEY,
  MILLI_AVAX,
  PRIMARY_NETWORK_ID,
  P_CHAIN_ID,
  X_CHAIN_ID,
} from '@/devnet/genesis/constants';
import {
  type BaseTxFields,
  type TransferableInput,
  type TransferableOutput,
  type Utxo,
  amountOfOutput,
  compareUtxoIds,
  secpInputSpending,
} from '@/lib/codec/avax';
import { type AvmUnsignedTx, decodeAvmUtxo, encodeAvmTx, signAvmTx } from '@/lib/codec/avm';
import { bytesEqual, idFromString } from '@/lib/codec/ids';
import { type PvmUnsignedTx, decodePvmUtxo } from '@/lib/codec/pvm';
import { blsSigner, simulatedStaker, SUBNET_EVM_VM_ID_STR } from '@/devnet/pchain/genesis';
import type { PChainHandle } from '@/devnet/pchain/index';
import type { Staker } from '@/devnet/pchain/state';
import { P_PARAMS, walletFee } from '@/devnet/pchain/params';
import { autoRenewConfig } from '@/devnet/pchain/auto-renew';
import { signPTx } from '@/devnet/pchain/txs';
import { avaxOut, baseFields, keyOf, ownerOf, selectUtxos, spendingBase } from '@/devnet/pchain/wallet';

export interface PActivityDeps {
  pchain: PChainHandle;
  /** The X-chain handle (issueTx + utxosOf), for the atomic X↔P round trips. */
  xchain?: ChainHandle & { utxosOf(addresses: Uint8Array[]): Utxo[] };
  seed?: string;
}

const DAY = 86_400n;

export function createPActivity(ctx: DevnetContext, deps: PActivityDeps): ActivitySource[] {
  const { pchain } = deps;
  const seed = deps.seed ?? 'snowline';
  const ewoq = keyOf(EWOQ_PRIVATE_KEY);
  const { state } = pchain;
  const counter = (name: string): number => {
    const n = Number(state.meta(`activity:${name}`) ?? '0');
    ctx.db.transaction(() => state.setMeta(`activity:${name}`, String(n + 1)))();
    return n;
  };
  const now = () => pchain.engine.nextBlockTime(ctx.clock.nowMs());
  const issueP = async (u: PvmUnsignedTx, signers: Uint8Array[][]) => pchain.issueTx(signPTx(u, signers).bytes);
  /** Signer lists for a tx whose every credential (one per input) is ewoq's. */
  const byEwoq = (inputs: unknown[]): Uint8Array[][] => inputs.map(() => [ewoq.priv]);
  /** The base fields of an X-chain tx on this network: `inputs` and `outputs`, no memo. */
  const xBase = (inputs: TransferableInput[], outputs: TransferableOutput[]): BaseTxFields => ({
    networkID: ctx.networkID,
    blockchainID: X_CHAIN_ID,
    inputs,
    outputs,
    memo: new Uint8Array(0),
  });
  /**
   * Issues the P-chain tx `build` makes on a base ewoq pays: `amount` (moved or staked) plus `fee`,
   * from what it can spend at `t`. ewoq owns the devnet's subnets, so it signs their authorization too.
   */
  const issuePaidByEwoq = async (
    amount: bigint,
    fee: bigint,
    t: bigint,
    build: (base: BaseTxFields) => PvmUnsignedTx,
  ): Promise<Uint8Array> => {
    const spend = selectUtxos(state, ewoq, amount, fee, t);
    const u = build(spendingBase(ctx.networkID, spend, ewoq));
    // ewoq is also the authority of the auto-renewed validators the activity adds.
    return issueP(u, 'subnetAuth' in u || 'auth' in u ? [...spend.signers, [ewoq.priv]] : spend.signers);
  };
  /** ewoq exports `amount` AVAX from the P-chain to its own address on `destinationChain`. */
  const exportFromP = (destinationChain: Uint8Array, amount: bigint): Promise<Uint8Array> =>
    issuePaidByEwoq(amount, P_PARAMS.txFee, now(), (base) => ({
      kind: 'ExportTx',
      base,
      destinationChain,
      exportedOutputs: [avaxOut(amount, ownerOf(ewoq.addr))],
    }));
  /**
   * ewoq's plain AVAX waiting in `chain`'s shared memory from `source` (16 UTXOs at most), read
   * with the importing chain's own codec, as AvalancheGo does: inputs in canonical order, and their total.
   */
  const ewoqAtomicAvax = (chain: Uint8Array, source: Uint8Array, decode: (bytes: Uint8Array) => Utxo) => {
    const utxos = ctx.atomic
      .list(chain, source, [ewoq.addr])
      .slice(0, 16)
      .map((a) => decode(a.bytes))
      .filter(
        (u) =>
          bytesEqual(u.assetID, AVAX_ASSET_ID) &&
          u.output.kind === 'secp256k1fx.TransferOutput' &&
          u.output.owners.addrs.length === 1,
      )
      .sort(compareUtxoIds);
    return {
      inputs: utxos.map((u) => secpInputSpending(u, amountOfOutput(u.output), [0])),
      total: utxos.reduce((sum, u) => sum + amountOfOutput(u.output), 0n),
    };
  };
  /** A random current Primary Network validator whose validation ends after `until` and that passes `also`. */
  const pickPrimaryValidator = (rng: Rng, until: bigint, also: (s: Staker) => boolean = () => true) => {
    const candidates = state
      .stakers(PRIMARY_NETWORK_ID, 'current')
      .filter((s) => s.kind === 'validator' && s.end > until && also(s));
    return candidates.length === 0 ? undefined : rng.pick(candidates);
  };

  const validatorJoin: ActivitySource = {
    name: 'p-validator-join',
    weight: 2,
    step: async (rng: Rng) => {
      const i = counter('validator');
      const sim = simulatedStaker(seed, 'validator', 1_000_000 + i);
      const stake = P_PARAMS.minValidatorStake + BigInt(rng.int(18_000)) * AVAX;
      const t = now();
      const pending = rng.next() < 0.15;
      const start = pending ? t + 600n + BigInt(rng.int(3 * 3600)) : t;
      const end = start + DAY + 3600n + BigInt(rng.int(20 * 86_400));
      await issuePaidByEwoq(stake, walletFee('AddPermissionlessValidatorTx', true), t, (base) => ({
        kind: 'AddPermissionlessValidatorTx',
        base,
        validator: { nodeID: sim.nodeID, start, end, weight: stake },
        subnetID: PRIMARY_NETWORK_ID,
        signer: blsSigner(sim.blsSeed),
        stakeOuts: [avaxOut(stake, ownerOf(sim.key.addr))],
        validatorRewardsOwner: ownerOf(sim.key.addr),
        delegatorRewardsOwner: ownerOf(sim.key.addr),
        delegationShares: 20_000 + rng.int(180_000),
      }));
      return true;
    },
  };

  /** The auto-renewed validators (Helicon) that are validating now, oldest first. */
  const autoRenewedNow = () =>
    state
      .stakers(PRIMARY_NETWORK_ID, 'current')
      .filter((s) => s.kind === 'validator' && autoRenewConfig(state, s.txID));
  const heliconActive = () => now() >= pchain.engine.heliconTime;
  /** A cycle from the minimum stake duration to two days longer, in whole hours. */
  const cyclePeriod = (rng: Rng) => BigInt(P_PARAMS.minStakeDurationSec) + 3600n * BigInt(1 + rng.int(48));

  /** Helicon's actions draw from a random source of their own (they run alongside the others). */
  const heliconRng = createRng(`${seed}:helicon`);
  const addAutoRenewed = async (rng: Rng) => {
    const first = state.meta('activity:autoRenewed') === undefined;
    const i = counter('autoRenewed');
    const sim = simulatedStaker(seed, 'validator', 2_000_000 + i);
    const stake = P_PARAMS.minValidatorStake + BigInt(rng.int(18_000)) * AVAX;
    await issuePaidByEwoq(stake, walletFee('AddAutoRenewedValidatorTx', true), now(), (base) => ({
      kind: 'AddAutoRenewedValidatorTx',
      base,
      nodeID: sim.nodeID,
      signer: blsSigner(sim.blsSeed),
      stakeOuts: [avaxOut(stake, ownerOf(sim.key.addr))],
      validatorRewardsOwner: ownerOf(sim.key.addr),
      delegatorRewardsOwner: ownerOf(sim.key.addr),
      validatorAuthority: ownerOf(ewoq.addr),
      delegationShares: 20_000 + rng.int(180_000),
      autoCompoundRewardShares: first ? 500_000 : rng.int(1_000_001),
      // The first renews on the shortest cycle, so the pre-built history holds its renewals.
      period: first ? BigInt(P_PARAMS.minStakeDurationSec) + 600n : cyclePeriod(rng),
    }));
  };
  /** The authority (ewoq) changes an auto-renewed validator's next cycle; now and then it stops one. */
  const configureAutoRenewed = async (rng: Rng): Promise<boolean> => {
    const running = autoRenewedNow();
    if (running.length === 0) return false;
    const v = rng.pick(running);
    // The first one added keeps renewing, so a devnet always shows one that does.
    const first = simulatedStaker(seed, 'validator', 2_000_000).nodeID;
    const stop = !bytesEqual(v.nodeID, first) && rng.next() < 0.3;
    await issuePaidByEwoq(0n, walletFee('SetAutoRenewedValidatorConfigTx', true), now(), (base) => ({
      kind: 'SetAutoRenewedValidatorConfigTx',
      base,
      txID: v.txID,
      auth: { sigIndices: [0] },
      autoCompoundRewardShares: rng.int(1_000_001),
      period: stop ? 0n : cyclePeriod(rng),
    }));
    return true;
  };

  /**
   * Helicon (ACP-236): validators whose stake renews itself every cycle, and their config changes;
   * the chain's tick rewards (renews or releases) them. The first comes as soon as Helicon is active,
   * so a fresh devnet shows one renewed in its pre-built history; then one in 150 steps adds another
   * and one in 100 changes one's config.
   */
  const helicon: ActivitySource = {
    name: 'p-helicon',
    weight: 0,
    alongside: true,
    step: async () => {
      if (!heliconActive()) return false;
      if (state.meta('activity:autoRenewed') === undefined) {
        await addAutoRenewed(heliconRng);
        return true;
      }
      const r = heliconRng.next();
      if (r < 1 / 150) {
        await addAutoRenewed(heliconRng);
        return true;
      }
      return r < 1 / 150 + 1 / 100 ? configureAutoRenewed(heliconRng) : false;
    },
  };

  const delegatorJoin: ActivitySource = {
    name: 'p-delegator-join',
    weight: 4,
    step: async (rng: Rng) => {
      const t = now();
      const v = pickPrimaryValidator(rng, t + DAY + 7200n);
      if (!v) return false;
      const delegated = state
        .stakersOfNode(PRIMARY_NETWORK_ID, v.nodeID)
        .filter((s) => s.kind === 'delegator')
        .reduce((a, s) => a + s.weight, 0n);
      const stake = P_PARAMS.minDelegatorStake + BigInt(rng.int(500)) * AVAX;
      const cap = v.weight * P_PARAMS.maxValidatorWeightFactor;
      if (v.weight + delegated + stake > cap || v.weight + delegated + stake > P_PARAMS.maxValidatorStake) return false;
      const maxDur = Number(v.end - t);
      const dur = BigInt(Math.max(86_400 + 3600, Math.floor(maxDur * (0.2 + 0.8 * rng.next()))));
      if (t + dur > v.end) return false;
      const i = counter('delegator');
      const sim = simulatedStaker(seed, 'delegator', 1_000_000 + i);
      await issuePaidByEwoq(stake, walletFee('AddPermissionlessDelegatorTx', true), t, (base) => ({
        kind: 'AddPermissionlessDelegatorTx',
        base,
        validator: { nodeID: v.nodeID, start: t, end: t + dur, weight: stake },
        subnetID: PRIMARY_NETWORK_ID,
        stakeOuts: [avaxOut(stake, ownerOf(sim.key.addr))],
        delegationRewardsOwner: ownerOf(sim.key.addr),
      }));
      return true;
    },
  };

  const subnetAndChain: ActivitySource = {
    name: 'p-subnet-chain',
    weight: 0.5,
    step: async () => {
      const i = counter('subnet');
      const subnetID = await issuePaidByEwoq(0n, walletFee('CreateSubnetTx', true), now(), (base) => ({
        kind: 'CreateSubnetTx',
        base,
        owner: ownerOf(ewoq.addr),
      }));
      await issuePaidByEwoq(0n, walletFee('CreateChainTx', false), now(), (base) => ({
        kind: 'CreateChainTx',
        base,
        subnetID,
        chainName: `snowlinechain${i}`,
        vmID: idFromString(SUBNET_EVM_VM_ID_STR),
        fxIDs: [],
        genesisData: new TextEncoder().encode(`{"config":{"chainId":${99100 + i}}}`),
        subnetAuth: { sigIndices: [0] },
      }));
      return true;
    },
  };

  const permissionedAddsValidator: ActivitySource = {
    name: 'p-subnet-validator',
    weight: 1,
    step: async (rng: Rng) => {
      const t = now();
      const subnets = state.subnets
        .all()
        .filter((s) => !s.conversion && s.owner.addrs.some((a) => bytesEqual(a, ewoq.addr)));
      if (subnets.length === 0) return false;
      const subnet = rng.pick(subnets);
      const v = pickPrimaryValidator(rng, t + 3600n, (s) => state.stakersOfNode(subnet.id, s.nodeID).length === 0);
      if (!v) return false;
      await issuePaidByEwoq(0n, walletFee('AddSubnetValidatorTx', false), t, (base) => ({
        kind: 'AddSubnetValidatorTx',
        base,
        validator: { nodeID: v.nodeID, start: t, end: v.end, weight: BigInt(10 + rng.int(990)) },
        subnetID: subnet.id,
        subnetAuth: { sigIndices: [0] },
      }));
      return true;
    },
  };

  /** A source of the X↔P round trips: `act` with the X-chain; false when the devnet runs without one. */
  const withXChain = (
    name: string,
    weight: number,
    act: (rng: Rng, x: NonNullable<PActivityDeps['xchain']>) => Promise<boolean>,
  ): ActivitySource => ({
    name,
    weight,
    step: async (rng: Rng) => (deps.xchain ? act(rng, deps.xchain) : false),
  });

  /** P→X: export from the P-chain, then import on the X-chain with an AVM ImportTx. */
  const exportToX = withXChain('p-export-to-x', 2, async (rng, x) => {
    await exportFromP(X_CHAIN_ID, BigInt(1 + rng.int(20)) * AVAX);
    const { inputs, total } = ewoqAtomicAvax(X_CHAIN_ID, P_CHAIN_ID, decodeAvmUtxo);
    if (inputs.length === 0) return true;
    const unsigned: AvmUnsignedTx = {
      kind: 'ImportTx',
      base: xBase([], [avaxOut(total - MILLI_AVAX, ownerOf(ewoq.addr))]),
      sourceChain: P_CHAIN_ID,
      importedInputs: inputs,
    };
    await x.issueTx(encodeAvmTx(signAvmTx(unsigned, byEwoq(inputs))));
    return true;
  });

  /** X→P: export from the X-chain with an AVM ExportTx, then import on the P-chain. */
  const importFromX = withXChain('p-import-from-x', 2, async (rng, x) => {
    const amount = BigInt(1 + rng.int(50)) * AVAX;
    const fee = MILLI_AVAX;
    const utxos = x
      .utxosOf([ewoq.addr])
      .filter(
        (u) =>
          bytesEqual(u.assetID, AVAX_ASSET_ID) &&
          u.output.kind === 'secp256k1fx.TransferOutput' &&
          u.output.owners.addrs.length === 1 &&
          u.output.owners.threshold === 1 &&
          u.output.owners.locktime === 0n,
      )
      .sort((a, b) => (amountOfOutput(b.output) > amountOfOutput(a.output) ? 1 : -1));
    const picked: Utxo[] = [];
    let have = 0n;
    for (const u of utxos) {
      if (have >= amount + fee) break;
      picked.push(u);
      have += amountOfOutput(u.output);
    }
    if (have < amount + fee) return false;
    picked.sort(compareUtxoIds);
    const change = have - amount - fee;
    const exportTx: AvmUnsignedTx = {
      kind: 'ExportTx',
      base: xBase(
        picked.map((u) => secpInputSpending(u, amountOfOutput(u.output), [0])),
        change > 0n ? [avaxOut(change, ownerOf(ewoq.addr))] : [],
      ),
      destinationChain: P_CHAIN_ID,
      exportedOutputs: [avaxOut(amount, ownerOf(ewoq.addr))],
    };
    await x.issueTx(encodeAvmTx(signAvmTx(exportTx, byEwoq(picked))));
    await importAllToP();
    return true;
  });

  /** Imports every AVAX UTXO waiting for ewoq in X→P (or C→P) shared memory; false when none. */
  const importAllToP = async (source: Uint8Array = X_CHAIN_ID): Promise<boolean> => {
    const { inputs, total } = ewoqAtomicAvax(P_CHAIN_ID, source, decodePvmUtxo);
    if (total <= P_PARAMS.txFee) return false;
    await issueP(
      {
        kind: 'ImportTx',
        base: baseFields(ctx.networkID, [], [avaxOut(total - P_PARAMS.txFee, ownerOf(ewoq.addr))]),
        sourceChain: source,
        importedInputs: inputs,
      },
      byEwoq(inputs),
    );
    return true;
  };

  /** P→C: ewoq sends AVAX to its `C-local1…` address; the C activity imports it to ewoq's EVM account. */
  const exportToC: ActivitySource = {
    name: 'p-export-to-c',
    weight: 1,
    step: async (rng: Rng) => {
      await exportFromP(C_CHAIN_ID, BigInt(1 + rng.int(20)) * AVAX);
      return true;
    },
  };

  /** C→P: imports what the C activity exported to ewoq on P. */
  const importFromC: ActivitySource = {
    name: 'p-import-from-c',
    weight: 1,
    step: () => importAllToP(C_CHAIN_ID),
  };

  return [
    validatorJoin,
    helicon,
    delegatorJoin,
    subnetAndChain,
    permissionedAddsValidator,
    exportToX,
    importFromX,
    exportToC,
    importFromC,
  ];
}

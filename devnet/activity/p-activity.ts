// P-side activity: real signed txs through the chains' issueTx paths — validators and delegators
// joining, subnets and chains, a permissioned subnet adding validators, and AVAX moving X→P and P→X
// (export on one chain, import on the other). Staker rewards and uptime drift happen in the P-chain's tick.
import type { ActivitySource, ChainHandle, DevnetContext, Rng } from '@/devnet/core/contracts';
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
import { type Utxo, amountOfOutput, compareUtxoIds, secpInputSpending } from '@/lib/codec/avax';
import { type AvmUnsignedTx, decodeAvmUtxo, encodeAvmTx, signAvmTx } from '@/lib/codec/avm';
import { bytesEqual, idFromString } from '@/lib/codec/ids';
import { type PvmUnsignedTx, decodePvmUtxo } from '@/lib/codec/pvm';
import { blsSigner, simulatedStaker, SUBNET_EVM_VM_ID_STR } from '@/devnet/pchain/genesis';
import type { PChainHandle } from '@/devnet/pchain/index';
import { P_PARAMS, walletFee } from '@/devnet/pchain/params';
import { signPTx } from '@/devnet/pchain/txs';
import { transferInput } from '@/devnet/pchain/utxo';
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
      const spend = selectUtxos(state, ewoq, stake, walletFee('AddPermissionlessValidatorTx', true), t);
      await issueP(
        {
          kind: 'AddPermissionlessValidatorTx',
          base: spendingBase(ctx.networkID, spend, ewoq),
          validator: { nodeID: sim.nodeID, start, end, weight: stake },
          subnetID: PRIMARY_NETWORK_ID,
          signer: blsSigner(sim.blsSeed),
          stakeOuts: [avaxOut(stake, ownerOf(sim.key.addr))],
          validatorRewardsOwner: ownerOf(sim.key.addr),
          delegatorRewardsOwner: ownerOf(sim.key.addr),
          delegationShares: 20_000 + rng.int(180_000),
        },
        spend.signers,
      );
      return true;
    },
  };

  const delegatorJoin: ActivitySource = {
    name: 'p-delegator-join',
    weight: 4,
    step: async (rng: Rng) => {
      const t = now();
      const candidates = state
        .stakers(PRIMARY_NETWORK_ID, 'current')
        .filter((s) => s.kind === 'validator' && s.end > t + DAY + 7200n);
      if (candidates.length === 0) return false;
      const v = rng.pick(candidates);
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
      const spend = selectUtxos(state, ewoq, stake, walletFee('AddPermissionlessDelegatorTx', true), t);
      await issueP(
        {
          kind: 'AddPermissionlessDelegatorTx',
          base: spendingBase(ctx.networkID, spend, ewoq),
          validator: { nodeID: v.nodeID, start: t, end: t + dur, weight: stake },
          subnetID: PRIMARY_NETWORK_ID,
          stakeOuts: [avaxOut(stake, ownerOf(sim.key.addr))],
          delegationRewardsOwner: ownerOf(sim.key.addr),
        },
        spend.signers,
      );
      return true;
    },
  };

  const subnetAndChain: ActivitySource = {
    name: 'p-subnet-chain',
    weight: 0.5,
    step: async () => {
      const i = counter('subnet');
      let spend = selectUtxos(state, ewoq, 0n, walletFee('CreateSubnetTx', true), now());
      const subnetID = await issueP(
        {
          kind: 'CreateSubnetTx',
          base: spendingBase(ctx.networkID, spend, ewoq),
          owner: ownerOf(ewoq.addr),
        },
        spend.signers,
      );
      spend = selectUtxos(state, ewoq, 0n, walletFee('CreateChainTx', false), now());
      await issueP(
        {
          kind: 'CreateChainTx',
          base: spendingBase(ctx.networkID, spend, ewoq),
          subnetID,
          chainName: `snowlinechain${i}`,
          vmID: idFromString(SUBNET_EVM_VM_ID_STR),
          fxIDs: [],
          genesisData: new TextEncoder().encode(`{"config":{"chainId":${99100 + i}}}`),
          subnetAuth: { sigIndices: [0] },
        },
        [...spend.signers, [ewoq.priv]],
      );
      return true;
    },
  };

  const permissionedAddsValidator: ActivitySource = {
    name: 'p-subnet-validator',
    weight: 1,
    step: async (rng: Rng) => {
      const t = now();
      const subnets = state
        .subnets()
        .filter((s) => !s.conversion && s.owner.addrs.some((a) => bytesEqual(a, ewoq.addr)));
      if (subnets.length === 0) return false;
      const subnet = rng.pick(subnets);
      const primary = state
        .stakers(PRIMARY_NETWORK_ID, 'current')
        .filter(
          (s) => s.kind === 'validator' && s.end > t + 3600n && state.stakersOfNode(subnet.id, s.nodeID).length === 0,
        );
      if (primary.length === 0) return false;
      const v = rng.pick(primary);
      const spend = selectUtxos(state, ewoq, 0n, walletFee('AddSubnetValidatorTx', false), t);
      await issueP(
        {
          kind: 'AddSubnetValidatorTx',
          base: spendingBase(ctx.networkID, spend, ewoq),
          validator: { nodeID: v.nodeID, start: t, end: v.end, weight: BigInt(10 + rng.int(990)) },
          subnetID: subnet.id,
          subnetAuth: { sigIndices: [0] },
        },
        [...spend.signers, [ewoq.priv]],
      );
      return true;
    },
  };

  /** P→X: export from the P-chain, then import on the X-chain with an AVM ImportTx. */
  const exportToX: ActivitySource = {
    name: 'p-export-to-x',
    weight: 2,
    step: async (rng: Rng) => {
      const x = deps.xchain;
      if (!x) return false;
      const amount = BigInt(1 + rng.int(20)) * AVAX;
      const spend = selectUtxos(state, ewoq, amount, P_PARAMS.txFee, now());
      await issueP(
        {
          kind: 'ExportTx',
          base: spendingBase(ctx.networkID, spend, ewoq),
          destinationChain: X_CHAIN_ID,
          exportedOutputs: [avaxOut(amount, ownerOf(ewoq.addr))],
        },
        spend.signers,
      );
      const atomics = ctx.atomic.list(X_CHAIN_ID, P_CHAIN_ID, [ewoq.addr]).slice(0, 16);
      if (atomics.length === 0) return true;
      // The X-chain reads what the P-chain exported with its own codec, as AvalancheGo does.
      const ins = atomics
        .map((a) => ({ a, u: decodeAvmUtxo(a.bytes) }))
        .filter(({ u }) => u.output.kind === 'secp256k1fx.TransferOutput')
        .sort((p, q) => compareUtxoIds(p.a, q.a));
      const total = ins.reduce((s, i) => s + amountOfOutput(i.u.output), 0n);
      const unsigned: AvmUnsignedTx = {
        kind: 'ImportTx',
        base: {
          networkID: ctx.networkID,
          blockchainID: X_CHAIN_ID,
          inputs: [],
          memo: new Uint8Array(0),
          outputs: [
            {
              assetID: AVAX_ASSET_ID,
              output: { kind: 'secp256k1fx.TransferOutput', amount: total - MILLI_AVAX, owners: ownerOf(ewoq.addr) },
            },
          ],
        },
        sourceChain: P_CHAIN_ID,
        importedInputs: ins.map(({ a, u }) => ({
          txID: a.txID,
          outputIndex: a.outputIndex,
          assetID: u.assetID,
          input: { kind: 'secp256k1fx.TransferInput', amount: amountOfOutput(u.output), sigIndices: [0] },
        })),
      };
      await x.issueTx(
        encodeAvmTx(
          signAvmTx(
            unsigned,
            ins.map(() => [ewoq.priv]),
          ),
        ),
      );
      return true;
    },
  };

  /** X→P: export from the X-chain with an AVM ExportTx, then import on the P-chain. */
  const importFromX: ActivitySource = {
    name: 'p-import-from-x',
    weight: 2,
    step: async (rng: Rng) => {
      const x = deps.xchain;
      if (!x) return false;
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
        base: {
          networkID: ctx.networkID,
          blockchainID: X_CHAIN_ID,
          memo: new Uint8Array(0),
          outputs:
            change > 0n
              ? [
                  {
                    assetID: AVAX_ASSET_ID,
                    output: { kind: 'secp256k1fx.TransferOutput', amount: change, owners: ownerOf(ewoq.addr) },
                  },
                ]
              : [],
          inputs: picked.map((u) => secpInputSpending(u, amountOfOutput(u.output), [0])),
        },
        destinationChain: P_CHAIN_ID,
        exportedOutputs: [
          {
            assetID: AVAX_ASSET_ID,
            output: { kind: 'secp256k1fx.TransferOutput', amount, owners: ownerOf(ewoq.addr) },
          },
        ],
      };
      await x.issueTx(
        encodeAvmTx(
          signAvmTx(
            exportTx,
            picked.map(() => [ewoq.priv]),
          ),
        ),
      );
      await importAllToP();
      return true;
    },
  };

  /** Imports every AVAX UTXO waiting for ewoq in X→P (or C→P) shared memory; false when none. */
  const importAllToP = async (source: Uint8Array = X_CHAIN_ID): Promise<boolean> => {
    const atomics = ctx.atomic.list(P_CHAIN_ID, source, [ewoq.addr]).slice(0, 16);
    if (atomics.length === 0) return false;
    const ins = atomics
      .map((a) => ({ a, u: decodePvmUtxo(a.bytes) }))
      .filter(
        ({ u }) =>
          bytesEqual(u.assetID, AVAX_ASSET_ID) &&
          u.output.kind === 'secp256k1fx.TransferOutput' &&
          u.output.owners.addrs.length === 1,
      )
      .sort((p, q) => compareUtxoIds(p.a, q.a));
    const total = ins.reduce((s, i) => s + amountOfOutput(i.u.output), 0n);
    if (total <= P_PARAMS.txFee) return false;
    await issueP(
      {
        kind: 'ImportTx',
        base: baseFields(ctx.networkID, [], [avaxOut(total - P_PARAMS.txFee, ownerOf(ewoq.addr))]),
        sourceChain: source,
        importedInputs: ins.map(({ a, u }) => ({
          txID: a.txID,
          outputIndex: a.outputIndex,
          assetID: u.assetID,
          input: transferInput(amountOfOutput(u.output), [0]),
        })),
      },
      ins.map(() => [ewoq.priv]),
    );
    return true;
  };

  /** P→C: ewoq sends AVAX to its `C-local1…` address; the C activity imports it to ewoq's EVM account. */
  const exportToC: ActivitySource = {
    name: 'p-export-to-c',
    weight: 1,
    step: async (rng: Rng) => {
      const amount = BigInt(1 + rng.int(20)) * AVAX;
      const spend = selectUtxos(state, ewoq, amount, P_PARAMS.txFee, now());
      await issueP(
        {
          kind: 'ExportTx',
          base: spendingBase(ctx.networkID, spend, ewoq),
          destinationChain: C_CHAIN_ID,
          exportedOutputs: [avaxOut(amount, ownerOf(ewoq.addr))],
        },
        spend.signers,
      );
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
    delegatorJoin,
    subnetAndChain,
    permissionedAddsValidator,
    exportToX,
    importFromX,
    exportToC,
    importFromC,
  ];
}

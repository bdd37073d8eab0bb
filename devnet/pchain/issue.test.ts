import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { AVAX, EWOQ_ADDRESS, EWOQ_PRIVATE_KEY, PRIMARY_NETWORK_ID } from '@/devnet/genesis/constants';
import { formatAddress } from '@/lib/codec/address';
import { formatBytes } from '@/lib/codec/encoding';
import { idToString, nodeIdToString } from '@/lib/codec/ids';
import { blsSigner, simulatedStaker } from './genesis';
import { amountOfInput, utxoIdBytes } from '@/lib/codec/avax';
import { type PvmUnsignedTx, decodePvmBlock, encodePvmTx, pvmBlockTxs, pvmTxId } from '@/lib/codec/pvm';
import { signPTx } from './txs';
import { type PFixture, call, pFixture } from './test-helpers';
import { avaxOut, baseFields, keyOf, ownerOf, selectUtxos, spendingBase, type PKey } from './wallet';
import { type PUtxo, transferInput } from './utxo';

const EWOQ_P = formatAddress('P', 'local', EWOQ_ADDRESS);
const ewoq = keyOf(EWOQ_PRIVATE_KEY);
const other = keyOf(new Uint8Array(32).fill(9));
const fixtures: PFixture[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const f of fixtures.splice(0)) f.ctx.db.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function fixture(opts: Parameters<typeof pFixture>[0] = {}): PFixture {
  const f = pFixture({ validators: 6, delegators: 10, ...opts });
  fixtures.push(f);
  return f;
}

async function issue(f: PFixture, u: PvmUnsignedTx, signers: Uint8Array[][]): Promise<string> {
  const tx = signPTx(u, signers);
  const res = (await call(f.p, 'platform.issueTx', { tx: formatBytes(tx.bytes) })) as { txID: string };
  return res.txID;
}

const balance = async (f: PFixture, addr: string) =>
  ((await call(f.p, 'platform.getBalance', { addresses: [addr] })) as { balance: string }).balance;

function transfer(f: PFixture, amount: bigint) {
  const spend = selectUtxos(f.p.state, ewoq, amount, 1_000_000n, f.p.chainTime());
  const base = spendingBase(12345, spend, ewoq, [avaxOut(amount, ownerOf(other.addr))]);
  return { u: { kind: 'BaseTx', base } as PvmUnsignedTx, signers: spend.signers };
}

/**
 * An AddPermissionlessValidatorTx of `sim` (with its real BLS PoP) staking `stake` of ewoq's funds
 * from now for `days`, stake and rewards owned by `owner`; with the signers it needs.
 */
function addValidatorTx(
  f: PFixture,
  sim: { nodeID: Uint8Array; blsSeed: Uint8Array },
  a: { stake: bigint; days: bigint; shares: number; owner?: PKey },
) {
  const owner = a.owner ?? ewoq;
  const t = f.p.chainTime();
  const spend = selectUtxos(f.p.state, ewoq, a.stake, 1_000_000n, t);
  const u: PvmUnsignedTx = {
    kind: 'AddPermissionlessValidatorTx',
    base: baseFields(12345, spend.ins, [avaxOut(spend.change, ownerOf(ewoq.addr))]),
    validator: { nodeID: sim.nodeID, start: t, end: t + a.days * 86400n, weight: a.stake },
    subnetID: PRIMARY_NETWORK_ID,
    signer: blsSigner(sim.blsSeed),
    stakeOuts: [avaxOut(a.stake, ownerOf(owner.addr))],
    validatorRewardsOwner: ownerOf(owner.addr),
    delegatorRewardsOwner: ownerOf(owner.addr),
    delegationShares: a.shares,
  };
  return { u, signers: spend.signers };
}

describe('platform.issueTx of a tx issued before', () => {
  it('a tx still in the mempool is answered with its id and accepted once', async () => {
    const f = fixture();
    const h = f.p.height();
    const { u, signers } = transfer(f, 3n * AVAX);
    const tx = formatBytes(signPTx(u, signers).bytes);
    const [first, second] = await Promise.all([
      call(f.p, 'platform.issueTx', { tx }),
      call(f.p, 'platform.issueTx', { tx }),
    ]);
    expect(second).toEqual(first);
    expect(f.p.height()).toBe(h + 1n);
    expect(await balance(f, formatAddress('P', 'local', other.addr))).toBe(String(3n * AVAX));
  });

  it('an accepted tx is verified again and refused, then answered from the drop cache', async () => {
    const f = fixture();
    const { u, signers } = transfer(f, 2n * AVAX);
    const signed = signPTx(u, signers);
    const tx = formatBytes(signed.bytes);
    const { txID } = (await call(f.p, 'platform.issueTx', { tx })) as { txID: string };
    const h = f.p.height();
    const input = (u.kind === 'BaseTx' ? u.base.inputs : [])[0]!;
    const reason = `failed execution: failed to read consumed UTXO ${idToString(input.txID)}:${input.outputIndex} due to: not found`;
    await expect(call(f.p, 'platform.issueTx', { tx })).rejects.toThrow(
      new RegExp(`^couldn't issue tx: failed verification: ${reason}$`),
    );
    // The mempool keeps the reason: a third try is answered with it, unverified.
    await expect(call(f.p, 'platform.issueTx', { tx })).rejects.toThrow(new RegExp(`^couldn't issue tx: ${reason}$`));
    expect(f.p.height()).toBe(h);
    expect(await call(f.p, 'platform.getTxStatus', { txID })).toEqual({ status: 'Committed' });
  });
});

describe('platform.issueTx verification', () => {
  it('accepts a signed BaseTx into a new standard block and moves the funds', async () => {
    const f = fixture();
    const h = f.p.height();
    const { u, signers } = transfer(f, 5n * AVAX);
    const txID = await issue(f, u, signers);
    expect(f.p.height()).toBe(h + 1n);
    expect(await balance(f, formatAddress('P', 'local', other.addr))).toBe(String(5n * AVAX));
    expect(await call(f.p, 'platform.getTxStatus', { txID })).toEqual({ status: 'Committed' });
    const block = decodePvmBlock(f.p.state.lastBlock()!.bytes);
    expect(block.kind).toBe('BanffStandardBlock');
    expect(idToString(pvmTxId(encodePvmTx(pvmBlockTxs(block)[0]!)))).toBe(txID);
    expect(f.indexer.count('P/block')).toBe(Number(f.p.height()) + 1);
  });

  it('rejects a bad signature, leaves state unchanged and reports Dropped with a reason', async () => {
    const f = fixture();
    const before = await balance(f, EWOQ_P);
    const h = f.p.height();
    const { u } = transfer(f, 5n * AVAX);
    const tx = signPTx(u, [[other.priv]]);
    await expect(call(f.p, 'platform.issueTx', { tx: formatBytes(tx.bytes) })).rejects.toThrow(/signature/);
    expect(await balance(f, EWOQ_P)).toBe(before);
    expect(f.p.height()).toBe(h);
    const st = (await call(f.p, 'platform.getTxStatus', { txID: idToString(tx.id) })) as {
      status: string;
      reason: string;
    };
    expect(st.status).toBe('Dropped');
    expect(st.reason).toMatch(/signature/);
  });

  it('rejects spending more than the inputs hold', async () => {
    const f = fixture();
    const spend = selectUtxos(f.p.state, ewoq, 1n, 1_000_000n, f.p.chainTime());
    const total = spend.ins.reduce((a, i) => a + amountOfInput(i.input), 0n);
    const u: PvmUnsignedTx = {
      kind: 'BaseTx',
      base: baseFields(12345, spend.ins, [avaxOut(total, ownerOf(other.addr))]),
    };
    await expect(issue(f, u, spend.signers)).rejects.toThrow(/insufficient funds/);
    expect(await balance(f, formatAddress('P', 'local', other.addr))).toBe('0');
  });

  it('orders inputs by (txID, output index) like the node, not by UTXO id', async () => {
    const f = fixture();
    // Eight UTXOs of one tx: their UTXO ids (hashes) are not in output-index order.
    const spend = selectUtxos(f.p.state, ewoq, 40n * AVAX, 1_000_000n, f.p.chainTime());
    const outs = Array.from({ length: 8 }, () => avaxOut(5n * AVAX, ownerOf(other.addr)));
    const base = spendingBase(12345, spend, ewoq, outs);
    const funding = await issue(f, { kind: 'BaseTx', base }, spend.signers);
    const mine = f.p
      .utxosOf([other.addr])
      .filter((u) => idToString(u.txID) === funding)
      .sort((a, b) => a.outputIndex - b.outputIndex);
    expect(mine).toHaveLength(8);
    const hex = (u: PUtxo) => Buffer.from(utxoIdBytes(u.txID, u.outputIndex)).toString('hex');
    let pair: [PUtxo, PUtxo] | undefined;
    for (let i = 0; i < mine.length && !pair; i++) {
      for (let j = i + 1; j < mine.length && !pair; j++) if (hex(mine[i]!) > hex(mine[j]!)) pair = [mine[i]!, mine[j]!];
    }
    if (!pair) throw new Error('UTXO ids happened to be in index order');
    const spendPair = (order: PUtxo[]): PvmUnsignedTx => ({
      kind: 'BaseTx',
      base: baseFields(
        12345,
        order.map((u) => ({
          txID: u.txID,
          outputIndex: u.outputIndex,
          assetID: u.assetID,
          input: transferInput(u.amount, [0]),
        })),
        [avaxOut(9n * AVAX, ownerOf(ewoq.addr))],
      ),
    });
    const h = f.p.height();
    await expect(issue(f, spendPair([pair[1], pair[0]]), [[other.priv], [other.priv]])).rejects.toThrow(
      'inputs not sorted and unique',
    );
    expect(f.p.height()).toBe(h);
    await issue(f, spendPair(pair), [[other.priv], [other.priv]]);
    expect(f.p.height()).toBe(h + 1n);
  });

  it('rejects a double spend across two txs', async () => {
    const f = fixture();
    const a = transfer(f, 2n * AVAX);
    await issue(f, a.u, a.signers);
    await expect(
      issue(
        f,
        {
          kind: 'BaseTx',
          base: { ...(a.u.kind === 'BaseTx' ? a.u.base : (undefined as never)), memo: new Uint8Array([1]) },
        },
        a.signers,
      ),
    ).rejects.toThrow(/not found/);
  });

  it('rejects a validator staking below the minimum', async () => {
    const f = fixture();
    const sim = simulatedStaker('test', 'validator', 1);
    const stake = 1_000n * AVAX;
    const { u, signers } = addValidatorTx(f, sim, { stake, days: 30n, shares: 20_000 });
    await expect(issue(f, u, signers)).rejects.toThrow(/too low/);
    const vs = (await call(f.p, 'platform.getCurrentValidators', { nodeIDs: [nodeIdToString(sim.nodeID)] })) as {
      validators: unknown[];
    };
    expect(vs.validators).toHaveLength(0);
  });

  it('adds a validator with a real BLS PoP and a delegator on it', async () => {
    const f = fixture();
    const sim = simulatedStaker('test', 'validator', 2);
    const stake = 3_000n * AVAX;
    const t = f.p.chainTime();
    const v = addValidatorTx(f, sim, { stake, days: 30n, shares: 50_000 });
    await issue(f, v.u, v.signers);
    const spend = selectUtxos(f.p.state, ewoq, 100n * AVAX, 1_000_000n, t);
    const d: PvmUnsignedTx = {
      kind: 'AddPermissionlessDelegatorTx',
      base: baseFields(12345, spend.ins, [avaxOut(spend.change, ownerOf(ewoq.addr))]),
      validator: { nodeID: sim.nodeID, start: t, end: t + 10n * 86400n, weight: 100n * AVAX },
      subnetID: PRIMARY_NETWORK_ID,
      stakeOuts: [avaxOut(100n * AVAX, ownerOf(ewoq.addr))],
      delegationRewardsOwner: ownerOf(ewoq.addr),
    };
    await issue(f, d, spend.signers);
    const res = (await call(f.p, 'platform.getCurrentValidators', { nodeIDs: [nodeIdToString(sim.nodeID)] })) as {
      validators: any[];
    };
    expect(res.validators[0]).toMatchObject({
      stakeAmount: String(stake),
      delegationFee: '5.0000',
      delegatorCount: '1',
      delegatorWeight: String(100n * AVAX),
    });
    expect(res.validators[0].delegators).toHaveLength(1);
  });

  it('rejects a subnet change signed by a key that does not own the subnet', async () => {
    const f = fixture();
    const subnets = ((await call(f.p, 'platform.getSubnets', {})) as { subnets: any[] }).subnets;
    const permissioned = subnets.find((s) => s.controlKeys.length > 0);
    const spend = selectUtxos(f.p.state, ewoq, 0n, 100n * 1_000_000n, f.p.chainTime());
    const { idFromString } = await import('@/lib/codec/ids');
    const u: PvmUnsignedTx = {
      kind: 'CreateChainTx',
      base: spendingBase(12345, spend, ewoq),
      subnetID: idFromString(permissioned.id),
      chainName: 'intruder',
      vmID: new Uint8Array(32).fill(1),
      fxIDs: [],
      genesisData: new Uint8Array(0),
      subnetAuth: { sigIndices: [0] },
    };
    const chainsBefore = ((await call(f.p, 'platform.getBlockchains', {})) as { blockchains: unknown[] }).blockchains
      .length;
    await expect(issue(f, u, [...spend.signers, [other.priv]])).rejects.toThrow(/unauthorized subnet modification/);
    expect(((await call(f.p, 'platform.getBlockchains', {})) as { blockchains: unknown[] }).blockchains).toHaveLength(
      chainsBefore,
    );
  });

  it('rejects garbage bytes with a parse error', async () => {
    const f = fixture();
    await expect(
      call(f.p, 'platform.issueTx', { tx: formatBytes(new Uint8Array([0, 0, 0, 0, 0, 99])) }),
    ).rejects.toThrow(/couldn't parse tx/);
  });
});

describe('rewards', () => {
  it('an ended staker gets a proposal block, then commit (reward UTXOs) or abort', async () => {
    const f = fixture({ validators: 12, delegators: 30 });
    const ending = f.p.state
      .allCurrentStakers()
      .filter((s) => s.kind !== 'subnetValidator')
      .sort((a, b) => (a.end < b.end ? -1 : 1))[0]!;
    const h = f.p.height();
    f.clock.setVirtual(Number(ending.end) * 1000 + 1000);
    await f.p.tick!(f.clock.nowMs());
    expect(f.p.height()).toBeGreaterThanOrEqual(h + 2n);
    expect(f.p.state.staker(ending.txID)).toBeUndefined();
    // Find the proposal block carrying this staker's RewardValidatorTx and its decision block.
    let found = false;
    for (let height = h + 1n; height <= f.p.height(); height++) {
      const b = decodePvmBlock(f.p.state.blockByHeight(height)!.bytes);
      const rt = pvmBlockTxs(b)[0]?.unsigned;
      if (
        b.kind === 'BanffProposalBlock' &&
        rt?.kind === 'RewardValidatorTx' &&
        idToString(rt.txID) === idToString(ending.txID)
      ) {
        const next = decodePvmBlock(f.p.state.blockByHeight(height + 1n)!.bytes);
        expect(['BanffCommitBlock', 'BanffAbortBlock']).toContain(next.kind);
        const rewards = (await call(f.p, 'platform.getRewardUTXOs', { txID: idToString(ending.txID) })) as {
          numFetched: string;
        };
        if (next.kind === 'BanffCommitBlock' && ending.potentialReward > 0n)
          expect(Number(rewards.numFetched)).toBeGreaterThan(0);
        if (next.kind === 'BanffAbortBlock' && ending.kind === 'delegator') expect(rewards.numFetched).toBe('0');
        found = true;
      }
    }
    expect(found).toBe(true);
    const vs = (await call(f.p, 'platform.getValidatorsAt', { height: h })) as { validators: Record<string, string> };
    if (ending.kind === 'validator') expect(vs.validators[nodeIdToString(ending.nodeID)]).toBeDefined();
  });

  it('pays the reward of a validator with good uptime to its rewards owner', async () => {
    const f = fixture();
    const sim = simulatedStaker('reward', 'validator', 0);
    const stake = 10_000n * AVAX;
    const t = f.p.chainTime();
    const owner = keyOf(new Uint8Array(32).fill(5));
    const v = addValidatorTx(f, sim, { stake, days: 2n, shares: 20_000, owner });
    await issue(f, v.u, v.signers);
    // Force perfect uptime so the decision is a commit.
    const row = f.p.state.uptimes.get(sim.nodeID)!;
    f.ctx.db.transaction(() => f.p.state.putUptime({ ...row, reliability: 1, connected: true }))();
    f.clock.setVirtual((Number(t) + 2 * 86400 + 60) * 1000);
    await f.p.tick!(f.clock.nowMs());
    const ownerP = formatAddress('P', 'local', owner.addr);
    const bal = BigInt(await balance(f, ownerP));
    expect(bal).toBeGreaterThan(stake);
  });
});

describe('persistence', () => {
  it('reopening the database resumes height, validators and UTXOs without rebuilding genesis', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pchain-'));
    dirs.push(dir);
    const file = join(dir, 'devnet.sqlite');
    const a = pFixture({ validators: 6, delegators: 10, file });
    const { u, signers } = transfer(a, 7n * AVAX);
    const txID = await issue(a, u, signers);
    const height = a.p.height();
    const vals = JSON.stringify(await call(a.p, 'platform.getValidatorsAt', { height }));
    const nodeKey = formatBytes(a.p.node.blsPublicKey);
    a.ctx.db.close();
    const b = pFixture({ validators: 6, delegators: 10, db: new Database(file) });
    fixtures.push(b);
    expect(b.p.height()).toBe(height);
    expect(JSON.stringify(await call(b.p, 'platform.getValidatorsAt', { height }))).toBe(vals);
    expect(await call(b.p, 'platform.getTxStatus', { txID })).toEqual({ status: 'Committed' });
    expect(await balance(b, formatAddress('P', 'local', other.addr))).toBe(String(7n * AVAX));
    expect(formatBytes(b.p.node.blsPublicKey)).toBe(nodeKey);
  });
});

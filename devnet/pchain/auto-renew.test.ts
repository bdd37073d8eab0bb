// Helicon's auto-renewed validators on the devnet's P-chain: added through issueTx, reported by
// getCurrentValidators with their config, changed by their authority, renewed (or released) by a
// RewardAutoRenewedValidatorTx at each cycle's end.
import { describe, expect, it } from 'vitest';
import { AVAX, EWOQ_PRIVATE_KEY, PRIMARY_NETWORK_ID } from '@/devnet/genesis/constants';
import { formatAddress } from '@/lib/codec/address';
import { formatBytes } from '@/lib/codec/encoding';
import { idToString, nodeIdToString } from '@/lib/codec/ids';
import { type PvmUnsignedTx, decodePvmBlock, pvmBlockTxs } from '@/lib/codec/pvm';
import { blsSigner, simulatedStaker } from './genesis';
import { P_PARAMS } from './params';
import { signPTx } from './txs';
import { type PFixture, T0_MS, call, pFixture, pFixturesClosedAfterEach } from './test-helpers';
import { avaxOut, keyOf, ownerOf, selectUtxos, spendingBase } from './wallet';

const ewoq = keyOf(EWOQ_PRIVATE_KEY);
const authority = keyOf(new Uint8Array(32).fill(7));
const rewards = keyOf(new Uint8Array(32).fill(8));
const PERIOD = BigInt(P_PARAMS.minStakeDurationSec) + 600n;
const STAKE = 10_000n * AVAX;
const openFixture = pFixturesClosedAfterEach({ validators: 4, delegators: 4 });

function fixture(opts: Parameters<typeof pFixture>[0] = {}): PFixture {
  const f = openFixture(opts);
  // Helicon activates a second after genesis by default.
  f.clock.setVirtual(T0_MS + 10_000);
  return f;
}

async function issue(f: PFixture, u: PvmUnsignedTx, signers: Uint8Array[][]): Promise<string> {
  const tx = signPTx(u, signers);
  return ((await call(f.p, 'platform.issueTx', { tx: formatBytes(tx.bytes) })) as { txID: string }).txID;
}

const sim = simulatedStaker('auto-renew-test', 'validator', 0);

function addAutoRenewed(f: PFixture, autoCompoundRewardShares = 500_000) {
  const spend = selectUtxos(f.p.state, ewoq, STAKE, 1_000_000n, f.p.chainTime());
  const u: PvmUnsignedTx = {
    kind: 'AddAutoRenewedValidatorTx',
    base: spendingBase(12345, spend, ewoq),
    nodeID: sim.nodeID,
    signer: blsSigner(sim.blsSeed),
    stakeOuts: [avaxOut(STAKE, ownerOf(rewards.addr))],
    validatorRewardsOwner: ownerOf(rewards.addr),
    delegatorRewardsOwner: ownerOf(rewards.addr),
    validatorAuthority: ownerOf(authority.addr),
    delegationShares: 20_000,
    autoCompoundRewardShares,
    period: PERIOD,
  };
  return issue(f, u, spend.signers);
}

function setConfig(f: PFixture, txID: string, period: bigint, signer = authority) {
  const spend = selectUtxos(f.p.state, ewoq, 0n, 1_000_000n, f.p.chainTime());
  const u: PvmUnsignedTx = {
    kind: 'SetAutoRenewedValidatorConfigTx',
    base: spendingBase(12345, spend, ewoq),
    txID: idBytes(f, txID),
    auth: { sigIndices: [0] },
    autoCompoundRewardShares: 1_000_000,
    period,
  };
  return issue(f, u, [...spend.signers, [signer.priv]]);
}

/** The tx id bytes of an accepted tx, found by its string among the stakers. */
function idBytes(f: PFixture, txID: string): Uint8Array {
  const s = f.p.state.allCurrentStakers().find((x) => idToString(x.txID) === txID);
  if (!s) throw new Error(`no staker ${txID}`);
  return s.txID;
}

type ApiValidator = Record<string, unknown> & {
  startTime: string;
  endTime: string;
  weight?: string;
  stakeAmount: string;
};
async function current(f: PFixture): Promise<ApiValidator | undefined> {
  const r = (await call(f.p, 'platform.getCurrentValidators', { nodeIDs: [nodeIdToString(sim.nodeID)] })) as {
    validators: ApiValidator[];
  };
  return r.validators[0];
}

/** Moves past the current cycle's end with perfect uptime and lets the chain reward it. */
async function endCycle(f: PFixture): Promise<{ kind: string; txID: string; timestamp: bigint; decision: string }> {
  const row = f.p.state.uptimes.get(sim.nodeID)!;
  f.ctx.db.transaction(() => f.p.state.putUptime({ ...row, reliability: 1, connected: true }))();
  const end = f.p.state.stakersOfNode(PRIMARY_NETWORK_ID, sim.nodeID)[0]!.end;
  const from = f.p.height();
  f.clock.setVirtual(Number(end) * 1000 + 1000);
  await f.p.tick!(f.clock.nowMs());
  for (let h = from + 1n; h <= f.p.height(); h++) {
    const b = decodePvmBlock(f.p.state.blockByHeight(h)!.bytes);
    const u = pvmBlockTxs(b)[0]?.unsigned;
    if (b.kind === 'BanffProposalBlock' && u?.kind === 'RewardAutoRenewedValidatorTx') {
      const next = decodePvmBlock(f.p.state.blockByHeight(h + 1n)!.bytes);
      return { kind: u.kind, txID: idToString(pvmTxIdOfBlock(f, h)), timestamp: u.timestamp, decision: next.kind };
    }
  }
  throw new Error('no RewardAutoRenewedValidatorTx');
}

/** The id of the one tx of the block at `height`. */
function pvmTxIdOfBlock(f: PFixture, height: bigint): Uint8Array {
  const row = f.ctx.db.prepare('SELECT id FROM p_txs WHERE height = ?').get(height) as { id: Buffer };
  return new Uint8Array(row.id);
}

describe('auto-renewed validators (Helicon)', () => {
  it('are refused before Helicon activates', async () => {
    const f = fixture({ heliconTime: BigInt(T0_MS / 1000) + 86_400n });
    await expect(addAutoRenewed(f)).rejects.toThrow(/before Helicon activation/);
  });

  it('start at the chain time, report their config, and renew at each cycle end with rewards restaked', async () => {
    const f = fixture();
    const txID = await addAutoRenewed(f);
    const t = f.p.chainTime();
    const v = await current(f);
    expect(v).toMatchObject({
      txID,
      startTime: String(t),
      endTime: String(t + PERIOD),
      stakeAmount: String(STAKE),
      nextPeriod: String(PERIOD),
      autoCompoundRewardShares: '500000',
      validatorAuthority: { threshold: '1', addresses: [formatAddress('P', 'local', authority.addr)] },
    });
    const potential = BigInt(v!.potentialReward as string);
    expect(potential).toBeGreaterThan(0n);

    const reward = await endCycle(f);
    expect(reward).toMatchObject({ timestamp: t + PERIOD, decision: 'BanffCommitBlock' });
    // Renewed from the old end, its weight grown by half the reward; the other half paid out.
    const renewed = await current(f);
    expect(renewed).toMatchObject({ txID, startTime: String(t + PERIOD), endTime: String(t + 2n * PERIOD) });
    const restaked = potential - potential / 2n;
    expect(BigInt(renewed!.stakeAmount)).toBe(STAKE + restaked);
    const paid = (await call(f.p, 'platform.getRewardUTXOs', { txID: reward.txID })) as { numFetched: string };
    expect(paid.numFetched).toBe('1');
    expect(
      (await call(f.p, 'platform.getBalance', { addresses: [formatAddress('P', 'local', rewards.addr)] })) as {
        balance: string;
      },
    ).toMatchObject({ balance: String(potential - restaked) });
  });

  it('change their next cycle only with their authority, and leave with their stake after a period of 0', async () => {
    const f = fixture();
    const txID = await addAutoRenewed(f);
    await expect(setConfig(f, txID, 0n, ewoq)).rejects.toThrow(/unauthorized validator config change/);
    await setConfig(f, txID, 0n);
    expect(await current(f)).toMatchObject({ nextPeriod: '0', autoCompoundRewardShares: '1000000' });
    const reward = await endCycle(f);
    expect(reward.decision).toBe('BanffCommitBlock');
    expect(await current(f)).toBeUndefined();
    // The stake is back with its owner, with the whole cycle's reward.
    const balance = (await call(f.p, 'platform.getBalance', {
      addresses: [formatAddress('P', 'local', rewards.addr)],
    })) as { balance: string };
    expect(BigInt(balance.balance)).toBeGreaterThan(STAKE);
  });
});

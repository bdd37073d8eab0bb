// L1 validators pay the continuous fee on the P-chain clock (ACP-77): each block charges the
// seconds since the last, a validator whose balance is used up is deactivated in a block at that
// moment, IncreaseL1ValidatorBalanceTx (signed by anyone) tops it up and reactivates it, and
// getL1Validator, getCurrentValidators and getValidatorFeeState agree. Also the genesis stake that
// --stake-ends-in ends.
import { describe, expect, it } from 'vitest';
import { AVAX, EWOQ_PRIVATE_KEY, GENESIS_NODE_IDS_STR } from '@/devnet/genesis/constants';
import { formatBytes } from '@/lib/codec/encoding';
import { idToString } from '@/lib/codec/ids';
import { sortPvmTransferableOutputs, type PvmUnsignedTx } from '@/lib/codec/pvm';
import { rfc3339 } from '@/devnet/core/time-format';
import { subnetAppend } from './execute';
import { type PFixture, T0_MS, call, pFixturesClosedAfterEach } from './test-helpers';
import { signPTx } from './txs';
import { avaxOut, baseFields, keyOf, ownerOf, selectUtxos, spendingBase, type PKey } from './wallet';

const ewoq = keyOf(EWOQ_PRIVATE_KEY);
/** A key that owns nothing of the L1: anyone may top a validator up. */
const stranger = keyOf(new Uint8Array(32).fill(7));
const T0 = BigInt(T0_MS / 1000);

const fixture = pFixturesClosedAfterEach({ validators: 4, delegators: 4 });

const l1Of = (f: PFixture) => f.p.state.subnets.all().find((s) => s.conversion)!;
const validationIDs = (f: PFixture) => [0, 1, 2].map((i) => idToString(subnetAppend(l1Of(f).id, i)));
const l1Validator = async (f: PFixture, validationID: string) =>
  (await call(f.p, 'platform.getL1Validator', { validationID })) as { balance: string; height: string };
const feeState = async (f: PFixture) =>
  (await call(f.p, 'platform.getValidatorFeeState')) as { excess: number; price: number; timestamp: string };

async function issue(
  f: PFixture,
  build: (base: ReturnType<typeof baseFields>) => PvmUnsignedTx,
  payer: PKey,
  amount: bigint,
) {
  const spend = selectUtxos(f.p.state, payer, amount, 1_000_000n, f.p.chainTime());
  const base = spendingBase(12345, spend, payer);
  const tx = signPTx(build(base), spend.signers);
  return call(f.p, 'platform.issueTx', { tx: formatBytes(tx.bytes) });
}

/** A block at the clock's time, so the chain time (and the fees) move. */
const blockNow = (f: PFixture) =>
  issue(
    f,
    (base) => ({
      kind: 'BaseTx',
      base: { ...base, outputs: sortPvmTransferableOutputs([...base.outputs, avaxOut(AVAX, ownerOf(stranger.addr))]) },
    }),
    ewoq,
    AVAX,
  );

const topUp = (f: PFixture, validationID: string, balance: bigint, payer = stranger) =>
  issue(
    f,
    (base) => ({
      kind: 'IncreaseL1ValidatorBalanceTx',
      base,
      validationID: subnetAppend(l1Of(f).id, validationIDs(f).indexOf(validationID)),
      balance,
    }),
    payer,
    balance,
  );

describe('the continuous fee of L1 validators', () => {
  it('charges every active validator one price per second of chain time, as getValidatorFeeState reports', async () => {
    const f = fixture();
    const [v0] = validationIDs(f) as [string];
    const converted = f.p.chainTime();
    expect((await l1Validator(f, v0)).balance).toBe(String(AVAX));
    f.clock.setVirtual(T0_MS + 1_000_000);
    await blockNow(f);
    const elapsed = f.p.chainTime() - converted;
    const state = await feeState(f);
    // Three active validators, far below the target of 10,000: no excess, the minimum price.
    expect(state).toEqual({ excess: 0, price: 1, timestamp: rfc3339(Number(f.p.chainTime()) * 1000) });
    for (const id of validationIDs(f)) {
      expect((await l1Validator(f, id)).balance, id).toBe(String(AVAX - elapsed * BigInt(state.price)));
    }
    const listed = (await call(f.p, 'platform.getCurrentValidators', { subnetID: idToString(l1Of(f).id) })) as {
      validators: { validationID: string; balance: string }[];
    };
    expect(listed.validators.map((v) => v.balance)).toEqual(validationIDs(f).map(() => String(AVAX - elapsed)));
    expect(await call(f.p, 'platform.getValidatorFeeConfig')).toEqual({
      capacity: 20_000,
      target: 10_000,
      minPrice: 1,
      excessConversionConstant: 865_617,
    });
  });

  it('deactivates a validator in a block at the second its balance runs out; a top-up by anyone reactivates it', async () => {
    const runsOutAt = T0 + 600n;
    const f = fixture({ l1BalanceRunsOutAt: runsOutAt });
    const [v0, v1] = validationIDs(f) as [string, string];
    await blockNow(f); // fund the stranger, at T0
    expect((await l1Validator(f, v0)).balance).toBe(String(runsOutAt - f.p.chainTime()));
    f.clock.setVirtual(Number(runsOutAt - 1n) * 1000);
    await f.p.engine.tick(f.clock.nowMs());
    expect((await l1Validator(f, v0)).balance).not.toBe('0');
    const height = f.p.height();
    f.clock.setVirtual(Number(runsOutAt + 30n) * 1000);
    await f.p.engine.tick(f.clock.nowMs());
    // The eviction got a block of its own, at the moment the balance ran out.
    expect(f.p.state.blockByHeight(height + 1n)?.time).toBe(runsOutAt);
    expect((await l1Validator(f, v0)).balance).toBe('0');
    expect((await l1Validator(f, v1)).balance).not.toBe('0');
    // Topped up by a key that owns nothing of the L1: active again, paying from the next block.
    await topUp(f, v0, 50_000n);
    expect((await l1Validator(f, v0)).balance).toBe('50000');
    f.clock.setVirtual(Number(runsOutAt + 1_030n) * 1000);
    await blockNow(f);
    expect((await l1Validator(f, v0)).balance).toBe(String(50_000n - 1_000n));
  });

  it('adds a top-up to what an active validator still has, and refuses an unknown validation id', async () => {
    const f = fixture();
    const [, , v2] = validationIDs(f) as [string, string, string];
    await blockNow(f);
    const before = BigInt((await l1Validator(f, v2)).balance);
    await topUp(f, v2, AVAX / 2n);
    expect(BigInt((await l1Validator(f, v2)).balance)).toBe(before + AVAX / 2n);
    const unknown = signPTx(
      {
        kind: 'IncreaseL1ValidatorBalanceTx',
        base: baseFields(12345, [], []),
        validationID: new Uint8Array(32).fill(3),
        balance: 1n,
      },
      [],
    );
    await expect(call(f.p, 'platform.issueTx', { tx: formatBytes(unknown.bytes) })).rejects.toThrow(
      /^couldn't issue tx: failed verification: failed execution: /,
    );
    await expect(
      call(f.p, 'platform.getL1Validator', { validationID: idToString(new Uint8Array(32).fill(3)) }),
    ).rejects.toThrow(/fetching L1 validator .* failed: not found/);
  });
});

describe('--stake-ends-in', () => {
  it('ends the last genesis validator stake then, and the validator leaves once chain time passes it', async () => {
    const endsAt = T0 + 900n;
    const f = fixture({ stakeEndsAt: endsAt });
    const nodeID = GENESIS_NODE_IDS_STR[GENESIS_NODE_IDS_STR.length - 1];
    const current = async () =>
      (
        (await call(f.p, 'platform.getCurrentValidators', { nodeIDs: [nodeID] })) as {
          validators: { endTime: string }[];
        }
      ).validators;
    expect((await current()).map((v) => v.endTime)).toEqual([String(endsAt)]);
    f.clock.setVirtual(Number(endsAt + 5n) * 1000);
    await f.p.engine.tick(f.clock.nowMs());
    expect(await current()).toEqual([]);
  });
});

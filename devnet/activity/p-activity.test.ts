import { afterEach, describe, expect, it } from 'vitest';
import { createRng } from '@/devnet/core/rng';
import { EWOQ_ADDRESS, PRIMARY_NETWORK_ID } from '@/devnet/genesis/constants';
import { formatAddress } from '@/lib/codec/address';
import { createXChain } from '@/devnet/xchain/index';
import { type PFixture, T0_MS, call, pFixture } from '@/devnet/pchain/test-helpers';
import { createPActivity } from './p-activity';
import { autoRenewConfig } from '@/devnet/pchain/auto-renew';

const EWOQ_P = formatAddress('P', 'local', EWOQ_ADDRESS);
const fixtures: PFixture[] = [];
afterEach(() => {
  for (const f of fixtures.splice(0)) f.ctx.db.close();
});

const pBalance = async (f: PFixture) =>
  BigInt(((await call(f.p, 'platform.getBalance', { addresses: [EWOQ_P] })) as { balance: string }).balance);

describe('P activity', () => {
  it('moves AVAX X→P and P→X through both chains (atomic round trip)', async () => {
    const f = pFixture({ validators: 4, delegators: 4 });
    fixtures.push(f);
    const x = createXChain(f.ctx);
    const sources = createPActivity(f.ctx, { pchain: f.p, xchain: x });
    const byName = (n: string) => sources.find((s) => s.name === n)!;
    const rng = createRng(1);
    const xBalance = () =>
      x
        .utxosOf([EWOQ_ADDRESS])
        .reduce((a, u) => a + (u.output.kind === 'secp256k1fx.TransferOutput' ? u.output.amount : 0n), 0n);

    const p0 = await pBalance(f);
    const x0 = xBalance();
    expect(await byName('p-import-from-x').step(rng)).toBe(true);
    const p1 = await pBalance(f);
    const x1 = xBalance();
    expect(p1).toBeGreaterThan(p0);
    // X paid the moved amount plus its fee; P received it minus its fee.
    expect(x0 - x1 - 1_000_000n).toBe(p1 - p0 + 1_000_000n);
    expect(f.ctx.atomic.list(new Uint8Array(32), x.chainID, [EWOQ_ADDRESS])).toHaveLength(0);

    expect(await byName('p-export-to-x').step(rng)).toBe(true);
    const p2 = await pBalance(f);
    const x2 = xBalance();
    expect(p2).toBeLessThan(p1);
    expect(x2).toBeGreaterThan(x1);
    expect(f.ctx.atomic.list(x.chainID, new Uint8Array(32), [EWOQ_ADDRESS])).toHaveLength(0);
  });

  it('stakers, subnets and subnet validators join through issueTx', async () => {
    const f = pFixture({ validators: 4, delegators: 4 });
    fixtures.push(f);
    const sources = createPActivity(f.ctx, { pchain: f.p });
    const rng = createRng(2);
    const count = () =>
      f.p.state.stakers(PRIMARY_NETWORK_ID, 'current').length + f.p.state.stakers(PRIMARY_NETWORK_ID, 'pending').length;
    const before = count();
    const subnetsBefore = f.p.state.subnets.all().length;
    for (const name of ['p-validator-join', 'p-delegator-join', 'p-subnet-chain', 'p-subnet-validator']) {
      expect(await sources.find((s) => s.name === name)!.step(rng), name).toBe(true);
    }
    expect(count()).toBe(before + 2);
    expect(f.p.state.subnets.all().length).toBe(subnetsBefore + 1);
  });

  it("issues Helicon's three tx types: an auto-renewed validator, its config, and its reward at the cycle end", async () => {
    const f = pFixture({ validators: 4, delegators: 4 });
    fixtures.push(f);
    const helicon = createPActivity(f.ctx, { pchain: f.p }).find((s) => s.name === 'p-helicon')!;
    // Helicon activates a second after genesis by default.
    f.clock.setVirtual(T0_MS + 10_000);
    // It runs alongside the weighted sources, with a random source of its own.
    expect(helicon.alongside).toBe(true);
    const kinds = () => (f.ctx.db.prepare('SELECT kind FROM p_txs').all() as { kind: string }[]).map((r) => r.kind);
    const rng = createRng(3);
    // The first auto-renewed validator comes at the first step.
    expect(await helicon.step(rng)).toBe(true);
    expect(kinds()).toContain('AddAutoRenewedValidatorTx');
    for (let i = 0; i < 2000 && !kinds().includes('SetAutoRenewedValidatorConfigTx'); i++) await helicon.step(rng);
    expect(kinds()).toContain('SetAutoRenewedValidatorConfigTx');
    const v = f.p.state.stakers(PRIMARY_NETWORK_ID, 'current').find((s) => autoRenewConfig(f.p.state, s.txID))!;
    f.clock.setVirtual(Number(v.end) * 1000 + 1000);
    await f.p.tick!(f.clock.nowMs());
    expect(kinds()).toContain('RewardAutoRenewedValidatorTx');
  });

  it('issues no Helicon tx before Helicon activates', async () => {
    const f = pFixture({ validators: 4, delegators: 4, heliconTime: 1n << 40n });
    fixtures.push(f);
    const helicon = createPActivity(f.ctx, { pchain: f.p }).find((s) => s.name === 'p-helicon')!;
    expect(await helicon.step(createRng(4))).toBe(false);
    expect(f.p.state.meta('activity:autoRenewed')).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '@/lib/registry';
import { pFixture, type PFixture } from '../pchain/test-helpers';
import { createProposerVmService } from './service';

let f: PFixture;
beforeAll(() => {
  f = pFixture({ validators: 4, delegators: 4 });
});
afterAll(() => f.ctx.db.close());

/** Calls a proposervm method as the server does, and reads the answer with the registry's schema. */
async function call(method: string) {
  const m = createProposerVmService(f.p).methods.get(method)!;
  const raw = await m.run(m.decode({}), { path: '/ext/bc/C/proposervm' });
  return m.def.result.parse(raw) as { height: bigint; number: bigint; startTime: bigint; pChainHeight: bigint };
}

describe('proposervm service', () => {
  it('proposes the P-chain height', async () => {
    expect((await call(registry.proposervm.getProposedHeight.method)).height).toBe(f.p.height());
  });

  it('reports an epoch that has started, at a P-chain height accepted by its start', async () => {
    const e = await call(registry.proposervm.getCurrentEpoch.method);
    expect(e.number).toBeGreaterThanOrEqual(1n);
    expect(e.startTime).toBeLessThanOrEqual(f.p.chainTime());
    // An epoch lasts 30 s (graniteEpochDuration on a local network): the next one has not begun.
    expect(e.startTime + 30n).toBeGreaterThan(f.p.chainTime());
    expect(e.pChainHeight).toBeLessThanOrEqual(f.p.height());
    expect(f.p.state.blockByHeight(e.pChainHeight)!.time).toBeLessThanOrEqual(e.startTime);
    const after = f.p.state.blockByHeight(e.pChainHeight + 1n);
    if (after) expect(after.time).toBeGreaterThan(e.startTime);
  });
});

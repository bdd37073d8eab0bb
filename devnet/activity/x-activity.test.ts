import { describe, expect, test } from 'vitest';
import { decodeAvmTx } from '@/lib/codec/avm/tx';
import { idToString } from '@/lib/codec/ids';
import { createRng } from '../core/rng';
import { testContext } from '../core/testing';
import { createXChain } from '../xchain/index';
import { ActivityGenerator, prebuildHistory } from './generator';
import { createXActivity } from './x-activity';

async function run(seed: string, actions: number) {
  const ctx = testContext({ startMs: Date.UTC(2026, 0, 1) });
  const xchain = createXChain(ctx);
  const gen = new ActivityGenerator({
    log: ctx.log,
    rng: createRng(seed),
    sources: createXActivity(ctx, { xchain, seed }),
    ticks: [],
    clock: ctx.clock,
  });
  await prebuildHistory(gen, ctx.clock, { endMs: Date.UTC(2026, 0, 2), actions });
  const txs = ctx.indexStore.range('X/tx', 0, 10_000);
  return {
    ctx,
    gen,
    xchain,
    ids: txs.map((t) => idToString(t.id)),
    kinds: txs.map((t) => decodeAvmTx(t.bytes).unsigned),
  };
}

describe('X activity', () => {
  test('a seed replays the same signed txs; every action kind shows up', async () => {
    const a = await run('replay', 120);
    const b = await run('replay', 120);
    expect(a.ids.length).toBeGreaterThan(100);
    expect(b.ids).toEqual(a.ids);
    const c = await run('other seed', 20);
    expect(c.ids.slice(0, 5)).not.toEqual(a.ids.slice(0, 5));

    const kinds = new Set<string | undefined>(
      a.kinds.map((u) => (u.kind === 'OperationTx' ? u.ops[0]?.op.kind : u.kind)),
    );
    for (const k of [
      'BaseTx',
      'CreateAssetTx',
      'ExportTx',
      'secp256k1fx.MintOperation',
      'nftfx.MintOperation',
      'nftfx.TransferOperation',
    ]) {
      expect(kinds.has(k), k).toBe(true);
    }
    // History is spread over the virtual day, in order.
    const times = a.ctx.indexStore.range('X/block', 0, 10_000).map((x) => x.acceptedAtMs);
    expect(times[times.length - 1]! - times[1]!).toBeGreaterThan(20 * 3600 * 1000);
    expect([...times].sort((p, q) => p - q)).toEqual(times);
    // Memos include hostile-looking text, stored verbatim.
    const memos = a.kinds.map((u) => new TextDecoder().decode(u.base.memo));
    expect(memos.some((m) => m.includes('<'))).toBe(true);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { encodeFunctionData, type Hex } from 'viem';
import { createRng } from '../core/rng';
import { createCChain } from '../evm/index';
import { TOKEN_ABI, TOKEN_SUPPLY, TRANSFER_TOPIC } from '../evm/token';
import { testContext } from '../core/testing';
import { jsonRpc } from '../core/json-rpc-client';
import { createCActivity } from './c-activity';

async function run(seed: string, steps: number) {
  const ctx = testContext();
  const evm = await createCChain(ctx);
  const sources = createCActivity(ctx, evm, { seed });
  const rng = createRng(seed);
  const done = new Map<string, number>();
  for (let i = 0; i < steps; i++) {
    ctx.clock.advance(1_500);
    // As the generator does: pick by weight, fall back to the others when one declines.
    const total = sources.reduce((a, s) => a + s.weight, 0);
    let r = rng.next() * total;
    let first = 0;
    while (r >= (sources[first]?.weight ?? 0)) r -= sources[first++]!.weight;
    for (let k = 0; k < sources.length; k++) {
      const s = sources[(first + k) % sources.length]!;
      if (await s.step(rng)) {
        done.set(s.name, (done.get(s.name) ?? 0) + 1);
        break;
      }
    }
  }
  return { ctx, evm, done };
}

const call = (evm: Awaited<ReturnType<typeof createCChain>>, method: string, params: unknown[] = []) =>
  jsonRpc(evm, method, params);

describe('C-chain activity', () => {
  it('funds accounts, transfers AVAX, deploys the token once and moves tokens with Transfer logs', async () => {
    const { ctx, evm, done } = await run('c-test', 60);
    expect(done.get('c-transfer')).toBeGreaterThan(10);
    expect(done.get('c-deploy-token')).toBeGreaterThanOrEqual(1);
    expect(done.get('c-token-transfer')).toBeGreaterThan(3);
    expect(evm.blockNumber()).toBeGreaterThanOrEqual(55);
    expect(ctx.indexStore.count('C/block')).toBe(evm.blockNumber());

    const logs = (await call(evm, 'eth_getLogs', [
      { fromBlock: '0x0', toBlock: 'latest', topics: [TRANSFER_TOPIC] },
    ])) as {
      address: Hex;
      topics: Hex[];
      data: Hex;
    }[];
    // The mint at deployment plus the token transfers, all from one contract.
    expect(logs.length).toBeGreaterThan(3);
    const token = logs[0]!.address;
    expect(new Set(logs.map((l) => l.address))).toEqual(new Set([token]));
    expect(await call(evm, 'eth_getCode', [token, 'latest'])).not.toBe('0x');
    // Balances rebuilt from the logs match the contract's own: the logs tell the truth.
    const balances = new Map<string, bigint>();
    for (const l of logs) {
      const [from, to] = [l.topics[1]!, l.topics[2]!].map((t) => `0x${t.slice(26)}`);
      const v = BigInt(l.data);
      if (BigInt(from!) !== 0n) balances.set(from!, (balances.get(from!) ?? 0n) - v);
      balances.set(to!, (balances.get(to!) ?? 0n) + v);
    }
    expect([...balances.values()].reduce((a, b) => a + b, 0n)).toBe(TOKEN_SUPPLY);
    for (const [holder, want] of balances) {
      const data = encodeFunctionData({ abi: TOKEN_ABI, functionName: 'balanceOf', args: [holder as Hex] });
      expect(BigInt((await call(evm, 'eth_call', [{ to: token, data }, 'latest'])) as Hex)).toBe(want);
    }
    ctx.db.close();
  });

  it('is deterministic: the same seed and clock give the same chain', async () => {
    const one = await run('same-seed', 15);
    const two = await run('same-seed', 15);
    const head = async (r: typeof one) =>
      ((await call(r.evm, 'eth_getBlockByNumber', ['latest', false])) as { hash: Hex }).hash;
    expect(await head(one)).toBe(await head(two));
    one.ctx.db.close();
    two.ctx.db.close();
  });
});

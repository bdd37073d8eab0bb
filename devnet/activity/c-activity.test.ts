import { describe, expect, it } from 'vitest';
import { decodeFunctionResult, encodeFunctionData, keccak256, toHex, type Hex } from 'viem';
import { createRng } from '../core/rng';
import { createCChain } from '../evm/index';
import { ARTIFACTS, type ContractName } from '../evm/contracts';
import { SNOW_USD_SUPPLY, devnetEvmContracts, evmScript, findScriptTx } from '../evm/deployments';
import { testContext } from '../core/testing';
import { jsonRpc } from '../core/json-rpc-client';
import { createCActivity } from './c-activity';

const TRANSFER = keccak256(toHex('Transfer(address,address,uint256)'));
const TRANSFER_SINGLE = keccak256(toHex('TransferSingle(address,address,address,uint256,uint256)'));
const TRANSFER_BATCH = keccak256(toHex('TransferBatch(address,address,address,uint256[],uint256[])'));
/** EIP-1967's implementation slot: keccak256('eip1967.proxy.implementation') - 1. */
const IMPLEMENTATION_SLOT = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';

async function run(seed: string, steps: number) {
  const ctx = testContext();
  const evm = await createCChain(ctx);
  const sources = createCActivity(evm, { seed });
  const rng = createRng(seed);
  const done = new Map<string, number>();
  const count = (name: string) => done.set(name, (done.get(name) ?? 0) + 1);
  for (let i = 0; i < steps; i++) {
    ctx.clock.advance(1_500);
    // As the generator does: `alongside` sources first, then pick by weight, falling back when one declines.
    for (const s of sources.filter((x) => x.alongside)) if (await s.step(rng)) count(s.name);
    const picked = sources.filter((s) => !s.alongside);
    const total = picked.reduce((a, s) => a + s.weight, 0);
    let r = rng.next() * total;
    let first = 0;
    while (r >= (picked[first]?.weight ?? 0)) r -= picked[first++]!.weight;
    for (let k = 0; k < picked.length; k++) {
      const s = picked[(first + k) % picked.length]!;
      if (await s.step(rng)) {
        count(s.name);
        break;
      }
    }
  }
  return { ctx, evm, done };
}

type Log = { address: Hex; topics: Hex[]; data: Hex };

describe('C-chain activity', () => {
  it('deploys the contracts, runs every scripted tx (the failing ones mined with status 0), then uses them', async () => {
    const seed = 'c-test';
    const { ctx, evm, done } = await run(seed, 130);
    const call = (method: string, params: unknown[] = []) => jsonRpc(evm, method, params);
    const c = devnetEvmContracts(seed);
    expect(done.get('c-transfer')).toBeGreaterThan(5);
    expect(done.get('c-script')).toBeGreaterThanOrEqual(evmScript(seed).length);
    expect(done.get('c-contracts')).toBeGreaterThan(5);
    expect(ctx.indexStore.count('C/block')).toBe(evm.blockNumber());

    for (const s of evmScript(seed)) {
      const found = await findScriptTx(call, s.label, seed);
      expect(found, s.label).toBeDefined();
      const receipt = (await call('eth_getTransactionReceipt', [found!.hash])) as { status: Hex; blockNumber: Hex };
      expect(receipt.status, s.label).toBe(s.fails ? '0x0' : '0x1');
      expect(Number(BigInt(receipt.blockNumber))).toBe(found!.blockNumber);
    }
    const failed = await findScriptTx(call, 'split with no recipients', seed);
    const trace = (await call('debug_traceTransaction', [failed!.hash, { tracer: 'callTracer' }])) as {
      revertReason?: string;
    };
    expect(trace.revertReason).toBe('Splitter: no recipients');

    const read = async (name: ContractName, to: Hex, functionName: string, args: unknown[] = []) =>
      decodeFunctionResult({
        abi: ARTIFACTS[name].abi,
        functionName,
        data: (await call('eth_call', [
          { to, data: encodeFunctionData({ abi: ARTIFACTS[name].abi, functionName, args }) },
          'latest',
        ])) as Hex,
      });
    expect([
      await read('SnowUSD', c.SnowUSD, 'name'),
      await read('SnowUSD', c.SnowUSD, 'symbol'),
      await read('SnowUSD', c.SnowUSD, 'decimals'),
    ]).toEqual(['Snow USD', 'sUSD', 6]);
    expect(await read('GlacierToken', c.GlacierToken, 'decimals')).toBe(18);
    expect(await read('WrappedAvax', c.WrappedAvax, 'symbol')).toBe('WAVAX');
    // The proxy points at the Counter implementation and keeps the count the increments made.
    const impl = (await call('eth_getStorageAt', [c.CounterProxy, IMPLEMENTATION_SLOT, 'latest'])) as Hex;
    expect(BigInt(impl)).toBe(BigInt(c.Counter));
    expect(await read('Counter', c.CounterProxy, 'count')).toBeGreaterThanOrEqual(105n);

    const logs = (await call('eth_getLogs', [{ fromBlock: '0x0', toBlock: 'latest' }])) as Log[];
    // sUSD balances rebuilt from its Transfer logs match the contract's own: the logs tell the truth.
    const balances = new Map<string, bigint>();
    for (const l of logs.filter((x) => x.address === c.SnowUSD.toLowerCase() && x.topics[0] === TRANSFER)) {
      const [from, to] = [l.topics[1]!, l.topics[2]!].map((t) => `0x${t.slice(26)}`);
      const v = BigInt(l.data);
      if (BigInt(from!) !== 0n) balances.set(from!, (balances.get(from!) ?? 0n) - v);
      balances.set(to!, (balances.get(to!) ?? 0n) + v);
    }
    expect(balances.size).toBeGreaterThan(8);
    expect([...balances.values()].reduce((a, b) => a + b, 0n)).toBe(SNOW_USD_SUPPLY + 5_000_000_000n);
    for (const [holder, want] of balances) expect(await read('SnowUSD', c.SnowUSD, 'balanceOf', [holder])).toBe(want);
    // ERC-721 transfers carry the token id as a fourth topic; ERC-1155 has single and batch transfers.
    expect(logs.some((l) => l.address === c.SnowPeaks.toLowerCase() && l.topics.length === 4)).toBe(true);
    const items = logs.filter((l) => l.address === c.SnowlineItems.toLowerCase()).map((l) => l.topics[0]);
    expect(items).toContain(TRANSFER_SINGLE);
    expect(items).toContain(TRANSFER_BATCH);
    ctx.db.close();
  }, 120_000);

  it('is deterministic: the same seed and clock give the same chain', async () => {
    const one = await run('same-seed', 15);
    const two = await run('same-seed', 15);
    const head = async (r: typeof one) =>
      ((await jsonRpc(r.evm, 'eth_getBlockByNumber', ['latest', false])) as { hash: Hex }).hash;
    expect(await head(one)).toBe(await head(two));
    one.ctx.db.close();
    two.ctx.db.close();
  });
});

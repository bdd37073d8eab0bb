import { describe, expect, it } from 'vitest';
import { committedArtifacts, compileContracts } from './compile-contracts.mjs';

describe('devnet contract artifacts', () => {
  it('match a fresh compile of the Solidity sources (run `node scripts/compile-contracts.mjs` after editing)', () => {
    const fresh = compileContracts();
    const committed = committedArtifacts();
    expect([...committed.keys()].sort()).toEqual([...fresh.keys()].sort());
    for (const [path, text] of fresh) expect(committed.get(path), path).toBe(text);
  }, 120_000);

  it('carry an ABI and creation code for every deployable contract', () => {
    const artifacts = [...committedArtifacts().values()].map(
      (t) => JSON.parse(t) as { contractName: string; abi: unknown[]; bytecode: string; deployedBytecode: string },
    );
    const byName = new Map(artifacts.map((a) => [a.contractName, a]));
    for (const name of ['SnowUSD', 'GlacierToken', 'WrappedAvax', 'SnowPeaks', 'SnowlineItems', 'CounterProxy']) {
      const a = byName.get(name);
      expect(a?.bytecode, name).toMatch(/^0x(?:[0-9a-f]{2})+$/);
      expect(a?.deployedBytecode.length, name).toBeGreaterThan(2);
      expect(a?.abi.length, name).toBeGreaterThan(0);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { pageOfStaking, STAKING_PAGE_SIZE, stakingPageOf, stakingRewardedTo } from './address-staking';

const ME = 'P-local1me';
const owner = (a: string) => ({ locktime: 0n, threshold: 1, addresses: [a] });
const node = (i: number) => `NodeID-${i}`;

// 250 validators (more than any fixed cap would ask), each with two delegators: one paying ME, one
// paying someone else. Validator 7 also pays its own validation rewards to ME.
const delegatorsOf = (i: number) => [
  {
    txID: `d${i}`,
    nodeID: node(i),
    startTime: BigInt(1000 + i),
    endTime: 9999n,
    stakeAmount: 25n,
    rewardOwner: owner(ME),
  },
  {
    txID: `o${i}`,
    nodeID: node(i),
    startTime: BigInt(1000 + i),
    endTime: 9999n,
    stakeAmount: 25n,
    rewardOwner: owner('P-local1other'),
  },
];
const validators = Array.from({ length: 250 }, (_, i) => ({
  txID: `v${i}`,
  nodeID: node(i),
  startTime: BigInt(i),
  endTime: 9999n,
  weight: 2000n,
  delegatorCount: 2n,
  validationRewardOwner: owner(i === 7 ? ME : 'P-local1other'),
}));
const asked: string[][] = [];
const platform = {
  getCurrentValidators: async (p: { nodeIDs?: string[] }) => {
    if (!p.nodeIDs) return { validators };
    asked.push(p.nodeIDs);
    const i = Number(p.nodeIDs[0]!.slice('NodeID-'.length));
    return { validators: [{ ...validators[i]!, delegators: delegatorsOf(i) }] };
  },
} as unknown as Parameters<typeof stakingRewardedTo>[0];

describe('the stakes rewarded to a P address', () => {
  it('lists every delegation and validation that pays it, newest first, asking each validator once', async () => {
    const all = await stakingRewardedTo(platform, ME);
    expect(asked).toHaveLength(250);
    expect(all).toHaveLength(251);
    expect(all.filter((s) => s.role === 'validator').map((s) => s.txID)).toEqual(['v7']);
    expect(all[0]!.txID).toBe('d249');
    expect(all.at(-1)!.txID).toBe('v7'); // started at 7, before every delegation
    expect(all.every((s, i) => i === 0 || all[i - 1]!.startTime >= s.startTime)).toBe(true);
  });

  it('walks the delegators once for every viewer and address within its window', async () => {
    await stakingRewardedTo(platform, ME);
    const before = asked.length;
    const mine = await stakingRewardedTo(platform, ME);
    const theirs = await stakingRewardedTo(platform, 'P-local1other');
    expect(asked.length).toBe(before);
    expect(mine).toHaveLength(251);
    expect(theirs.filter((s) => s.role === 'delegator')).toHaveLength(250);
  });

  it('pages through all of them, twenty at a time, each once', async () => {
    const all = await stakingRewardedTo(platform, ME);
    const first = pageOfStaking(all, 1);
    expect(first.pages).toBe(Math.ceil(251 / STAKING_PAGE_SIZE));
    const seen = Array.from({ length: first.pages }, (_, p) => pageOfStaking(all, p + 1).entries).flat();
    expect(seen.map((s) => s.txID)).toEqual(all.map((s) => s.txID));
    expect(pageOfStaking(all, 99).page).toBe(first.pages);
  });

  it('reads the page number from the URL, page 1 for anything else', () => {
    expect(stakingPageOf('3')).toBe(3);
    for (const bad of [undefined, '', '0', '-2', 'x', '1e9', '9999999']) expect(stakingPageOf(bad)).toBe(1);
  });
});

import { expect, it } from 'vitest';
import { delegatorsCsv } from './delegators-csv';

it('writes every delegator, amounts exact in nAVAX and times in UTC', () => {
  const csv = delegatorsCsv([
    {
      txID: 'tx1',
      nodeID: 'NodeID-a',
      startTime: 1_700_000_000n,
      endTime: 1_700_086_400n,
      stakeAmount: 25_000_000_000_000_000n,
      weight: 25_000_000_000_000_000n,
      potentialReward: 123n,
      rewardOwner: { locktime: 0n, threshold: 1, addresses: ['P-local1a', 'P-local1b'] },
    },
    { txID: 'tx2', nodeID: 'NodeID-a', startTime: 1n, endTime: 2n, weight: 7n },
  ]);
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'tx_id,node_id,stake_navax,potential_reward_navax,reward_owners,reward_threshold,start_utc,end_utc',
  );
  expect(lines[1]).toBe(
    'tx1,NodeID-a,25000000000000000,123,P-local1a P-local1b,1,2023-11-14T22:13:20.000Z,2023-11-15T22:13:20.000Z',
  );
  expect(lines[2]).toBe('tx2,NodeID-a,7,,,,1970-01-01T00:00:01.000Z,1970-01-01T00:00:02.000Z');
});

it('writes an end time past what a date holds (a u64 "never") as its number, not a crash', () => {
  const never = 2n ** 64n - 1n;
  const csv = delegatorsCsv([{ txID: 'tx3', nodeID: 'NodeID-b', startTime: 0n, endTime: never, weight: 1n }]);
  expect(csv.trim().split('\r\n')[1]).toBe(`tx3,NodeID-b,1,,,,,${never}`);
});

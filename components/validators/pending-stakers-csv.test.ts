import { expect, it } from 'vitest';
import type { registry, ResultOf } from '@/lib/registry';
import { pendingStakersCsv } from './pending-stakers-csv';

type Pending = ResultOf<typeof registry.platform.getPendingValidators>;

it('writes pending validators, then delegators, one role column, amounts exact and times in UTC', () => {
  const pending: Pending = {
    validators: [
      {
        txID: 'txV',
        nodeID: 'NodeID-v',
        startTime: 1_700_000_000n,
        endTime: 1_700_086_400n,
        stakeAmount: 2_000_000_000_000n,
        weight: 2_000_000_000_000n,
        delegationFee: 2.5,
        signer: { publicKey: '0xabc', proofOfPossession: '0xdef' },
      },
    ],
    delegators: [
      { txID: 'txD', nodeID: 'NodeID-v', startTime: 1_700_000_100n, endTime: 1_700_000_200n, stakeAmount: 25n },
    ],
  };
  const csv = pendingStakersCsv(pending);
  expect(csv.trim().split('\r\n')).toEqual([
    'role,tx_id,node_id,stake_navax,weight,delegation_fee_percent,start_utc,end_utc,bls_key',
    'validator,txV,NodeID-v,2000000000000,2000000000000,2.5,2023-11-14T22:13:20.000Z,2023-11-15T22:13:20.000Z,0xabc',
    'delegator,txD,NodeID-v,25,,,2023-11-14T22:15:00.000Z,2023-11-14T22:16:40.000Z,',
  ]);
});

import { describe, expect, it } from 'vitest';
import { toRow } from './rows';
import { validatorsCsv } from './validators-csv';

const row = toRow(
  {
    nodeID: 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg',
    txID: '2ZKbwERx36B5WrYesQGAeTV4NTo4dx6j8pRJ8xbDSvTkMUgaRs',
    startTime: 1_700_000_000n,
    endTime: 1_731_536_000n,
    weight: 2_000_000_000_000n,
    stakeAmount: 2_000_000_000_000n,
    delegationFee: 2,
    uptime: 99.5,
    connected: true,
    signer: { publicKey: '0xabcdef' },
  } as never,
  { heliconMs: null },
);

describe('validators CSV', () => {
  it('has the fields the table leaves out: the staking tx and the BLS key', () => {
    const [header, line] = validatorsCsv([row], true).trim().split('\r\n');
    expect(header).toBe(
      'nodeID,txID or validationID,stake (nAVAX),delegationFee %,uptime %,connected,uptime requirement %,' +
        'potentialReward (nAVAX),delegatorCount,delegatorWeight (nAVAX),blsPublicKey,start (UTC),end (UTC)',
    );
    expect(line).toBe(
      'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg,2ZKbwERx36B5WrYesQGAeTV4NTo4dx6j8pRJ8xbDSvTkMUgaRs,2000000000000,2,99.5,' +
        'true,80,,,,0xabcdef,2023-11-14T22:13:20.000Z,2024-11-13T22:13:20.000Z',
    );
  });

  it('has no connected column when the rows carry no connected state (a public view)', () => {
    const [header, line] = validatorsCsv([{ ...row, connected: null }], true)
      .trim()
      .split('\r\n');
    expect(header!.split(',')).not.toContain('connected');
    expect(line!.split(',')).toHaveLength(header!.split(',').length);
    expect(line).not.toContain('true');
  });

  it('names the weight column for an L1, whose weights are not stake', () => {
    expect(validatorsCsv([], false).split(',')[2]).toBe('weight');
  });
});
